import { describe, expect, it } from 'vitest';
import { PDFDocument, degrees } from '@cantoo/pdf-lib';
import { Util, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { embedPacketFonts } from '@/modules/packet/pdf-fonts';
import { stampPageNumbers } from '@/modules/packet/pdf-page-numbers';
import { toDrawableText, wrapText } from '@/modules/packet/pdf-text';

const measure = (text: string) => text.length;

describe('the packet’s text', () => {
  it('wraps at spaces, keeps line breaks and cuts a word longer than the line', () => {
    expect(wrapText('one two three four', 9, measure)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('first\n\nthird', 20, measure)).toEqual(['first', '', 'third']);
    expect(wrapText('see averyveryverylongaddress@example.org now', 10, measure)).toEqual([
      'see',
      'averyveryv',
      'erylongadd',
      'ress@examp',
      'le.org now',
    ]);
    for (const line of wrapText('a '.repeat(50) + 'b'.repeat(33), 7, measure)) {
      expect(measure(line)).toBeLessThanOrEqual(7);
    }
  });

  it('keeps what the font draws, drops control characters and marks what it cannot draw', () => {
    const characters = new Set([...'Zoë Dvořák\n?'].map((character) => character.codePointAt(0) ?? 0));
    // "e" with a combining diaeresis is composed to "ë" first.
    expect(toDrawableText('Zoe\u0308\tDvořák\u0007\n中', { characters })).toBe('Zoë Dvořák\n?');
  });
});

describe('page numbers', () => {
  it('read upright at the bottom centre of every page, however the page is turned', async () => {
    const doc = await PDFDocument.create();
    const fonts = await embedPacketFonts(doc);
    for (const angle of [0, 90, 180, 270]) {
      doc.addPage([400, 600]).setRotation(degrees(angle));
    }
    stampPageNumbers(doc, fonts.regular);
    const loading = getDocument({ data: await doc.save(), verbosity: 0 });
    const pdf = await loading.promise;
    for (let n = 1; n <= 4; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const [item] = (await page.getTextContent()).items;
      expect(item && 'str' in item ? item.str : '').toBe(`Page ${n} of 4`);
      // The text's matrix as shown on screen (y grows downwards): upright means [s, 0, 0, -s].
      const [a, b, , d, x, y] = Util.transform(viewport.transform, 'transform' in item ? item.transform : []);
      expect([a > 0, Math.abs(b) < 1e-6, d < 0]).toEqual([true, true, true]);
      const width = 'width' in item ? item.width : 0;
      expect(Math.abs(x + width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(viewport.height - y).toBeGreaterThan(10);
      expect(viewport.height - y).toBeLessThan(30);
    }
    await loading.destroy();
  });
});
