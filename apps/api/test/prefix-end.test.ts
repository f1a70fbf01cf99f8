import { describe, expect, it } from 'vitest';
import { prefixEnd } from '@/modules/admin-applications/queue-search';

/** The upper end of an email search's range: every text with the prefix sorts before it. */
describe('prefixEnd', () => {
  it("is the prefix with its last character's successor", () => {
    expect(prefixEnd('doc273')).toBe('doc274');
    expect(prefixEnd('ada@')).toBe('adaA');
    expect(prefixEnd('zoë')).toBe('zoì');
    // One character of two UTF-16 units: its successor, not a broken surrogate.
    expect(prefixEnd('dr😀')).toBe('dr😁');
    expect(prefixEnd('\uD7FF')).toBe('\uE000');
  });

  it('sorts after every text that starts with the prefix, in byte order', () => {
    const prefix = 'maria.lopez';
    const end = prefixEnd(prefix) ?? '';
    const bytes = (text: string) => Buffer.from(text, 'utf8');
    for (const text of [prefix, `${prefix}@x.org`, `${prefix}\u{10FFFF}`, `${prefix}ÿÿ`]) {
      expect(Buffer.compare(bytes(text), bytes(end)), text).toBe(-1);
    }
    expect(end).toBe('maria.lope{');
  });

  it('is null when there is nothing to write', () => {
    expect(prefixEnd('')).toBeNull();
    expect(prefixEnd('a\u{10FFFF}')).toBeNull();
  });
});
