import { degrees, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import type { TPdfFont } from './pdf-fonts';
import { COLORS } from './pdf-writer';

const SIZE = 8;
const FROM_EDGE = 24;

/**
 * Where the label goes so that it reads upright at the bottom centre of the page as a viewer shows
 * it: a copied document's page may be turned by its /Rotate (90, 180 or 270 degrees clockwise).
 */
export function placeFooter(page: PDFPage, textWidth: number) {
  const { x, y, width, height } = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  switch (rotation) {
    case 90:
      return { x: x + width - FROM_EDGE, y: y + height / 2 - textWidth / 2, rotate: degrees(90) };
    case 180:
      return { x: x + width / 2 + textWidth / 2, y: y + height - FROM_EDGE, rotate: degrees(180) };
    case 270:
      return { x: x + FROM_EDGE, y: y + height / 2 + textWidth / 2, rotate: degrees(270) };
    default:
      return { x: x + width / 2 - textWidth / 2, y: y + FROM_EDGE - SIZE, rotate: degrees(0) };
  }
}

/** "Page n of N" on every page, the documents' pages included. */
export function stampPageNumbers(doc: PDFDocument, { font, measure }: TPdfFont): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const text = `Page ${index + 1} of ${pages.length}`;
    const place = placeFooter(page, measure(text, SIZE));
    page.drawText(text, { ...place, size: SIZE, font, color: COLORS.muted });
  });
}
