import { rgb, type PDFDocument, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import type { TPdfFont, TPdfFonts } from './pdf-fonts';
import { toDrawableText, wrapText } from './pdf-text';

/** US Letter, the size a US credentials office prints on. */
export const PAGE_SIZE: [number, number] = [612, 792];
export const MARGIN = 54;
const [PAGE_WIDTH, PAGE_HEIGHT] = PAGE_SIZE;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LABEL_SHARE = 0.36;
const COLUMN_GAP = 12;
const LINE_FACTOR = 1.35;

export const COLORS = {
  text: rgb(0.13, 0.13, 0.13),
  muted: rgb(0.36, 0.36, 0.36),
  primary: rgb(0, 74 / 255, 173 / 255),
  rule: rgb(0.82, 0.82, 0.82),
};

type TTextStyle = { size?: number; isBold?: boolean; color?: RGB; indent?: number };

export type TPdfWriter = {
  /** Starts a part on a page of its own and returns that page (the outline points at it). */
  startPart: (title: string, overline?: string) => PDFPage;
  heading: (text: string, level: 2 | 3, indent?: number) => void;
  paragraph: (text: string, style?: TTextStyle) => void;
  /** A question and its answer side by side, as the review shows them. */
  field: (label: string, value: string, indent?: number) => void;
  space: (points: number) => void;
};

/** Writes flowing text onto Letter pages, starting a new page whenever the current one is full. */
export function createPdfWriter(doc: PDFDocument, fonts: TPdfFonts, runningHead: string): TPdfWriter {
  let page: PDFPage | null = null;
  let y = 0;

  function addPage(): PDFPage {
    const added = doc.addPage(PAGE_SIZE);
    const head = toDrawableText(runningHead, fonts.regular);
    added.drawText(head, {
      x: MARGIN,
      y: PAGE_HEIGHT - 32,
      size: 8,
      font: fonts.regular.font,
      color: COLORS.muted,
    });
    page = added;
    y = PAGE_HEIGHT - MARGIN;
    return added;
  }

  function ensureRoom(height: number): PDFPage {
    return page && y - height >= MARGIN ? page : addPage();
  }

  function toLines(text: string, font: TPdfFont, size: number, width: number): string[] {
    return wrapText(toDrawableText(text, font), width, (line) => font.measure(line, size));
  }

  function drawLine(target: PDFPage, text: string, x: number, font: TPdfFont, size: number, color: RGB) {
    if (text !== '') {
      target.drawText(text, { x, y: y - size, size, font: font.font, color });
    }
  }

  function paragraph(
    text: string,
    { size = 10, isBold = false, color = COLORS.text, indent = 0 }: TTextStyle = {},
  ) {
    const font = isBold ? fonts.bold : fonts.regular;
    for (const line of toLines(text, font, size, CONTENT_WIDTH - indent)) {
      const target = ensureRoom(size * LINE_FACTOR);
      drawLine(target, line, MARGIN + indent, font, size, color);
      y -= size * LINE_FACTOR;
    }
  }

  function heading(text: string, level: 2 | 3, indent = 0) {
    const size = level === 2 ? 13 : 11;
    // Kept with the first lines that follow it.
    if (page && y - size * LINE_FACTOR * 4 < MARGIN) {
      addPage();
    }
    y -= page && y < PAGE_HEIGHT - MARGIN ? size * 0.8 : 0;
    paragraph(text, { size, isBold: true, color: level === 2 ? COLORS.primary : COLORS.text, indent });
    y -= 4;
  }

  function field(label: string, value: string, indent = 0) {
    const size = 10;
    const lineHeight = size * LINE_FACTOR;
    // The answers keep one column on the page; a group row's labels are indented inside theirs.
    const valueX = MARGIN + CONTENT_WIDTH * LABEL_SHARE;
    const labelWidth = CONTENT_WIDTH * LABEL_SHARE - COLUMN_GAP - indent;
    const labelLines = toLines(label, fonts.regular, size, labelWidth);
    const valueLines = toLines(value, fonts.regular, size, MARGIN + CONTENT_WIDTH - valueX);
    const rows = Math.max(labelLines.length, valueLines.length);
    ensureRoom(Math.min(rows, 3) * lineHeight);
    for (let row = 0; row < rows; row++) {
      const target = ensureRoom(lineHeight);
      drawLine(target, labelLines[row] ?? '', MARGIN + indent, fonts.regular, size, COLORS.muted);
      drawLine(target, valueLines[row] ?? '', valueX, fonts.regular, size, COLORS.text);
      y -= lineHeight;
    }
    y -= 5;
  }

  function startPart(title: string, overline?: string): PDFPage {
    const first = addPage();
    if (overline) {
      paragraph(overline.toUpperCase(), { size: 8, isBold: true, color: COLORS.muted });
    }
    paragraph(title, { size: 18, isBold: true, color: COLORS.primary });
    first.drawLine({
      start: { x: MARGIN, y: y - 2 },
      end: { x: MARGIN + CONTENT_WIDTH, y: y - 2 },
      thickness: 0.75,
      color: COLORS.rule,
    });
    y -= 16;
    return first;
  }

  return {
    startPart,
    heading,
    paragraph,
    field,
    space: (points) => {
      y -= points;
    },
  };
}
