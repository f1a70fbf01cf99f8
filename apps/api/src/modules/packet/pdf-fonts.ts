import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';

export type TPdfFont = {
  font: PDFFont;
  characters: ReadonlySet<number>;
  /** The width of `text` at `size` points, kerning left out (a line may come out a little short). */
  measure: (text: string, size: number) => number;
};
export type TPdfFonts = { regular: TPdfFont; bold: TPdfFont };

// Inter Tight, the sites' own face, as TrueType (the sites ship WOFF2 split by script): Latin with
// its accents, Greek and Cyrillic, so "Dvořák" or "Łukasz" print as typed.
const FONT_FILES = {
  regular: '@expo-google-fonts/inter-tight/400Regular/InterTight_400Regular.ttf',
  bold: '@expo-google-fonts/inter-tight/700Bold/InterTight_700Bold.ttf',
} as const;

/**
 * Plain letters, kerning kept: no ligatures (a search or a copy of "fi" finds the letters) and no
 * contextual alternates, whose lookups made laying out a line about four times slower.
 */
const FEATURES = { liga: false, clig: false, calt: false, rclt: false };

const resolve = createRequire(import.meta.url).resolve;
let fontBytes: Promise<{ regular: Buffer; bold: Buffer }> | null = null;

function loadFontBytes() {
  fontBytes ??= Promise.all([readFile(resolve(FONT_FILES.regular)), readFile(resolve(FONT_FILES.bold))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontBytes;
}

/**
 * Sums cached widths of single characters: the font's own measure lays out the whole string with
 * every OpenType feature (about a millisecond a call), and wrapping measures each word.
 */
function createMeasure(font: PDFFont): TPdfFont['measure'] {
  const widths = new Map<string, number>();
  return (text, size) => {
    let width = 0;
    for (const character of text) {
      let characterWidth = widths.get(character);
      if (characterWidth === undefined) {
        characterWidth = font.widthOfTextAtSize(character, 1);
        widths.set(character, characterWidth);
      }
      width += characterWidth;
    }
    return width * size;
  };
}

/** Embeds both faces, subset to the glyphs the packet uses. */
export async function embedPacketFonts(doc: PDFDocument): Promise<TPdfFonts> {
  const bytes = await loadFontBytes();
  doc.registerFontkit(fontkit);
  const embed = async (data: Buffer): Promise<TPdfFont> => {
    const font = await doc.embedFont(data, { subset: true, features: FEATURES });
    return { font, characters: new Set(font.getCharacterSet()), measure: createMeasure(font) };
  };
  return { regular: await embed(bytes.regular), bold: await embed(bytes.bold) };
}
