import { PDFDocument, type PDFImage, type PDFPage } from '@cantoo/pdf-lib';
import { findDocumentsWithinBudget } from './packet-budget';
import type { TPdfFonts } from './pdf-fonts';
import type { TOutlineItem } from './pdf-outline';
import { toDrawableText } from './pdf-text';
import { COLORS, MARGIN, PAGE_SIZE, type TPdfWriter } from './pdf-writer';

export type TPacketDocument = { id: string; name: string; mime: string; size: number; storageKey: string };

/** What one packet may hold: past either, a document gets a page saying so instead. */
export type TPacketLimits = { documentBytes: number; pages: number };

export type TDocumentsInput = {
  doc: PDFDocument;
  writer: TPdfWriter;
  fonts: TPdfFonts;
  documents: TPacketDocument[];
  read: (document: TPacketDocument) => Promise<Uint8Array>;
  limits: TPacketLimits;
};

const MB = 1024 * 1024;
const MEGABYTES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const OPEN_ON_REVIEW = 'Open it from the application’s review.';

function placeholder(writer: TPdfWriter, document: TPacketDocument, reason: string): PDFPage {
  const page = writer.startPart(document.name, 'Document not included');
  writer.paragraph(`${reason} ${OPEN_ON_REVIEW}`);
  return page;
}

function unreadable(writer: TPdfWriter, document: TPacketDocument): PDFPage {
  const reason = 'This document could not be read (it is damaged or protected by a password).';
  return placeholder(writer, document, reason);
}

async function appendPdf(input: TDocumentsInput, document: TPacketDocument, data: Uint8Array) {
  const { doc, writer, limits } = input;
  try {
    // An empty password opens a file that is only restricted (owner password), not locked.
    const source = await PDFDocument.load(data, { password: '', updateMetadata: false });
    const count = source.getPageCount();
    if (count === 0) {
      return unreadable(writer, document);
    }
    if (doc.getPageCount() + count > limits.pages) {
      const reason = `The packet holds at most ${limits.pages} pages and this document has ${count}.`;
      return placeholder(writer, document, reason);
    }
    const pages = await doc.copyPages(source, source.getPageIndices());
    for (const page of pages) {
      doc.addPage(page);
      // Wraps the page's own content in q/Q, so a graphics state it leaves open cannot move the
      // page number drawn over it later.
      page.translateContent(0, 0);
    }
    return pages[0];
  } catch {
    return unreadable(writer, document);
  }
}

function drawImagePage(input: TDocumentsInput, document: TPacketDocument, image: PDFImage): PDFPage {
  const [short, long] = PAGE_SIZE;
  const isLandscape = image.width > image.height;
  const page = input.doc.addPage(isLandscape ? [long, short] : [short, long]);
  const { width, height } = page.getSize();
  const caption = toDrawableText(document.name, input.fonts.bold);
  page.drawText(caption, {
    x: MARGIN,
    y: height - 36,
    size: 9,
    font: input.fonts.bold.font,
    color: COLORS.muted,
  });
  const box = { width: width - 2 * MARGIN, height: height - 2 * MARGIN - 12 };
  const scale = Math.min(1, box.width / image.width, box.height / image.height);
  const drawn = { width: image.width * scale, height: image.height * scale };
  page.drawImage(image, {
    x: (width - drawn.width) / 2,
    y: MARGIN + (box.height - drawn.height) / 2,
    ...drawn,
  });
  return page;
}

async function appendImage(input: TDocumentsInput, document: TPacketDocument, data: Uint8Array) {
  if (input.doc.getPageCount() + 1 > input.limits.pages) {
    return placeholder(input.writer, document, `The packet holds at most ${input.limits.pages} pages.`);
  }
  try {
    const image =
      document.mime === 'image/png' ? await input.doc.embedPng(data) : await input.doc.embedJpg(data);
    return drawImagePage(input, document, image);
  } catch {
    return unreadable(input.writer, document);
  }
}

/**
 * Every document after the answers: a PDF's pages merged, an image on a page of its own, and a
 * page in place of one that cannot be read or does not fit the limits, so the packet is always made.
 * Only the documents within the budget (packet-budget.ts) are read; their bytes, at most
 * `limits.documentBytes`, are what the main thread hands the worker (packet-worker.ts).
 */
export async function appendDocuments(input: TDocumentsInput): Promise<TOutlineItem[]> {
  const items: TOutlineItem[] = [];
  const within = findDocumentsWithinBudget(input.documents, input.limits);
  for (const document of input.documents) {
    let page: PDFPage;
    if (!within.has(document.id)) {
      const limit = `${MEGABYTES.format(input.limits.documentBytes / MB)} MB`;
      page = placeholder(input.writer, document, `The packet holds at most ${limit} of documents.`);
    } else {
      const data = await input.read(document).catch(() => null);
      if (!data) {
        page = unreadable(input.writer, document);
      } else if (document.mime === 'application/pdf') {
        page = await appendPdf(input, document, data);
      } else {
        page = await appendImage(input, document, data);
      }
    }
    items.push({ title: document.name, page });
  }
  return items;
}
