import type { TPdfFont } from './pdf-fonts';

const REPLACEMENT = '?';

/**
 * Text the font can draw: composed accents (NFC), tabs as spaces, other control characters
 * dropped, and a character the font lacks (CJK, emoji) shown as "?" rather than an empty box.
 */
export function toDrawableText(text: string, { characters }: Pick<TPdfFont, 'characters'>): string {
  let drawable = '';
  for (const character of text.normalize('NFC').replace(/\t/g, ' ')) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\n') {
      drawable += character;
    } else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) {
      continue;
    } else {
      drawable += characters.has(code) ? character : REPLACEMENT;
    }
  }
  return drawable;
}

type TMeasure = (text: string) => number;

/** A word wider than the line, cut into pieces that fit (a long e-mail address, a URL). */
function splitWord(word: string, maxWidth: number, measure: TMeasure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && measure(piece + character) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/** Lines no wider than `maxWidth`: breaks at spaces, keeps the text's own line breaks. */
export function wrapText(text: string, maxWidth: number, measure: TMeasure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((part) => part !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') {
        lines.push(line);
      }
      const pieces = measure(word) > maxWidth ? splitWord(word, maxWidth, measure) : [word];
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    lines.push(line);
  }
  return lines;
}
