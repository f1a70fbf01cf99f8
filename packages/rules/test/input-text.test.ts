import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findForbiddenText, hasForbiddenCharacters, replaceForbiddenCharacters } from '../src';

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/** The rule written the slow, obvious way: code unit by code unit. */
function isForbiddenByHand(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x20 && !ALLOWED_CONTROLS.has(unit)) {
      return true;
    }
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    if (isHigh) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return true;
    }
    if (isLow) {
      return true;
    }
  }
  return false;
}

// Any UTF-16 code unit, with the interesting ones (controls, surrogates) drawn often.
const anyUnit = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }),
  fc.integer({ min: 0xd800, max: 0xdfff }),
  fc.integer({ min: 0, max: 0xffff }),
);
const anyText = fc.array(anyUnit, { maxLength: 30 }).map((units) => String.fromCharCode(...units));

describe('hasForbiddenCharacters', () => {
  // One expect for all 65,536 units (not 131,072): the loop stays well inside the time limit on a busy machine.
  it('decides every single code unit: controls other than tab, LF and CR, and lone surrogates', () => {
    const wrong: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit += 1) {
      const text = String.fromCharCode(unit);
      const isForbidden = (unit < 0x20 && !ALLOWED_CONTROLS.has(unit)) || (unit >= 0xd800 && unit <= 0xdfff);
      if (
        hasForbiddenCharacters(text) !== isForbidden ||
        hasForbiddenCharacters(`ok ${text} ok`) !== isForbidden
      ) {
        wrong.push(unit.toString(16));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps every surrogate pair and refuses every pair in the wrong order', () => {
    const wrong: string[] = [];
    for (let high = 0xd800; high <= 0xdbff; high += 1) {
      for (const low of [0xdc00, 0xdc01, 0xde00, 0xdfff]) {
        if (hasForbiddenCharacters(String.fromCharCode(high, low))) {
          wrong.push(`refused the pair ${high.toString(16)} ${low.toString(16)}`);
        }
        if (!hasForbiddenCharacters(String.fromCharCode(low, high))) {
          wrong.push(`kept the reversed pair ${low.toString(16)} ${high.toString(16)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with the rule written by hand and with String.prototype.isWellFormed', () => {
    const isWellFormed = (text: string) =>
      (String.prototype as unknown as { isWellFormed?: (this: string) => boolean }).isWellFormed?.call(text);
    fc.assert(
      fc.property(anyText, (text) => {
        expect(hasForbiddenCharacters(text)).toBe(isForbiddenByHand(text));
        const hasControl = [...text].some(
          (c) => c.charCodeAt(0) < 0x20 && !ALLOWED_CONTROLS.has(c.charCodeAt(0)),
        );
        if (!hasControl && isWellFormed(text) !== undefined) {
          expect(hasForbiddenCharacters(text)).toBe(!isWellFormed(text));
        }
      }),
      { seed: 42, numRuns: 5000 },
    );
  });

  it('accepts any well-formed text without those controls, whatever its language or emoji', () => {
    const letters = fc.string({ unit: 'grapheme', maxLength: 40 });
    fc.assert(
      fc.property(letters, (text) => {
        const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''); // eslint-disable-line no-control-regex
        expect(hasForbiddenCharacters(clean)).toBe(false);
        expect(hasForbiddenCharacters(`${clean}\t\r\n`)).toBe(false);
      }),
      { seed: 7, numRuns: 2000 },
    );
    for (const text of [
      '',
      'Zoë Ñúñez',
      '👩‍⚕️🏥',
      '中文',
      'עברית',
      '\u200b\ufeff\uffff',
      '\u007f\u0085\u2028',
    ]) {
      expect(hasForbiddenCharacters(text), text).toBe(false);
    }
  });

  it('does not depend on where the bad character is or on earlier calls', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.constantFrom('\u0000', '\u001b', '\ud800', '\udfff'), (a, b, bad) => {
        // A lone high surrogate right before a low one would pair up: keep the sides apart.
        expect(hasForbiddenCharacters(`${a}x${bad}x${b}`)).toBe(true);
        expect(hasForbiddenCharacters(`${a}x${bad}x${b}`)).toBe(true);
      }),
      { seed: 3, numRuns: 1000 },
    );
  });
});

describe('replaceForbiddenCharacters', () => {
  it('leaves text that passes the rule, and turns any text into text that does', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const replaced = replaceForbiddenCharacters(text);
        expect(hasForbiddenCharacters(replaced)).toBe(false);
        if (!hasForbiddenCharacters(text)) {
          expect(replaced).toBe(text);
        }
      }),
      { seed: 11, numRuns: 3000 },
    );
    expect(replaceForbiddenCharacters('a\u0000b\ud800c', '?')).toBe('a?b?c');
  });
});

describe('findForbiddenText', () => {
  it('finds nothing in clean values of any shape', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const clean = JSON.parse(replaceForbiddenCharacters(JSON.stringify(value))) as unknown;
        expect(findForbiddenText(clean)).toEqual([]);
      }),
      { seed: 5, numRuns: 500 },
    );
  });

  it('finds a bad string or key planted anywhere, with the path to it', () => {
    const key = fc
      .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 5 })
      .filter((k) => k !== '__proto__');
    const pathArb = fc.array(fc.oneof(key, fc.nat({ max: 3 })), { maxLength: 6 });
    fc.assert(
      fc.property(
        pathArb,
        fc.constantFrom('\u0000', 'a\u0001', '\udc00'),
        fc.boolean(),
        (path, bad, inKey) => {
          // Build { p0: [ ..., { p2: bad } ] } along the path; numbers make arrays.
          let value: unknown = bad;
          let expected = path.map(String);
          if (inKey) {
            value = { [`k${bad}`]: 'ok' };
            expected = [...expected, `k${bad}`];
          }
          for (let i = path.length - 1; i >= 0; i -= 1) {
            const step = path[i];
            if (typeof step === 'number') {
              const list: unknown[] = Array.from({ length: step }, () => 'fine');
              list.push(value);
              value = list;
            } else {
              value = { before: 'fine', [step]: value };
            }
          }
          expect(findForbiddenText(value)).toEqual([expected]);
        },
      ),
      { seed: 9, numRuns: 2000 },
    );
  });

  it('lists places in document order, up to the limit', () => {
    const value = { a: 'x\u0000', b: ['ok', '\u0002'], 'c\u0000': { d: '\u0000' }, e: { f: '\ud800' } };
    expect(findForbiddenText(value)).toEqual([['a'], ['b', '1'], ['c\u0000'], ['e', 'f']]);
    expect(findForbiddenText(value, 2)).toEqual([['a'], ['b', '1']]);
    expect(findForbiddenText('\u0000')).toEqual([[]]);
    // Routers and query parsers make objects on prototypes of their own.
    class Params {
      id = 'a\u0000';
    }
    expect(findForbiddenText(Object.assign(Object.create(null) as object, { q: '\u0000' }))).toEqual([['q']]);
    expect(findForbiddenText(new Params())).toEqual([['id']]);
    const opaque = [
      new Date(),
      new Map([['\u0000', '\u0000']]),
      Buffer.from([0, 1]),
      new Uint8Array(4),
      new ArrayBuffer(2),
    ];
    for (const harmless of [null, undefined, 1, true, Number.NaN, [], {}, ...opaque]) {
      expect(findForbiddenText(harmless)).toEqual([]);
    }
  });

  it('walks very deep values without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i += 1) {
      deep = [deep];
    }
    expect(findForbiddenText(deep)[0]).toHaveLength(200_000);
  });
});
