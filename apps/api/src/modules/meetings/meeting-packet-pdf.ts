import { PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import {
  COLORS,
  MARGIN,
  createPdfWriter,
  embedPacketFonts,
  setOutline,
  toDrawableText,
  type TOutlineItem,
  type TPdfFonts,
} from '@/modules/packet';

export type TMeetingPacketInput = {
  title: string;
  hospitalName: string;
  /** The date, time and place as the cover prints them. */
  when: string;
  location: string;
  /** Each file's committee packet, in agenda order, and its pages. */
  items: { doctorName: string; bytes: Uint8Array; pageCount: number }[];
  now?: Date;
};

export type TMeetingPacketPdf = { bytes: Uint8Array; pageCount: number };

/** Rows per contents page: a name wrapped on two lines still fits. */
export const CONTENTS_ROWS = 18;
const LABEL_SIZE = 8;

/** The cover: which meeting, when, where, and how many files. */
function writeCover(input: TMeetingPacketInput, writer: ReturnType<typeof createPdfWriter>): PDFPage {
  const page = writer.startPart(input.title, input.hospitalName);
  writer.field('Date and time', input.when);
  writer.field('Place', input.location);
  writer.field('Files on the agenda', String(input.items.length));
  writer.space(12);
  writer.paragraph(
    'This packet is confidential: it is for the committee’s members, to prepare the meeting. ' +
      'The contents list each file on the agenda, in the order the committee takes them.',
    { color: COLORS.muted },
  );
  return page;
}

/**
 * "Meeting packet page n of N" at the top right of every upright page: each file's own packet
 * numbers its pages at the bottom, the contents point at these.
 */
function stampMeetingPages(doc: PDFDocument, { regular }: TPdfFonts): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (page.getRotation().angle % 360 !== 0) {
      return;
    }
    const text = `Meeting packet page ${index + 1} of ${pages.length}`;
    const { x, y, width, height } = page.getCropBox();
    page.drawText(text, {
      x: x + width - MARGIN - regular.measure(text, LABEL_SIZE),
      y: y + height - 32,
      size: LABEL_SIZE,
      font: regular.font,
      color: COLORS.muted,
    });
  });
}

/** The meeting's packet: a cover, the contents (each file's first page), then every file's packet. */
export async function renderMeetingPacketPdf(input: TMeetingPacketInput): Promise<TMeetingPacketPdf> {
  const { items, now = new Date() } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setSubject(`${input.title}, ${input.hospitalName}`);
  doc.setCreator('DocApply');
  doc.setCreationDate(now);
  const fonts = await embedPacketFonts(doc);
  const writer = createPdfWriter(doc, fonts, `${input.title} · ${input.hospitalName}`);
  const cover = writeCover(input, writer);

  const contentsPages = Math.max(1, Math.ceil(items.length / CONTENTS_ROWS));
  let next = 1 + contentsPages + 1;
  const firstPages = items.map((item) => {
    const first = next;
    next += item.pageCount;
    return first;
  });
  const outline: TOutlineItem[] = [{ title: 'Cover', page: cover }];
  for (let part = 0; part < contentsPages; part++) {
    const page = writer.startPart(part === 0 ? 'Contents' : 'Contents (continued)');
    if (part === 0) {
      outline.push({ title: 'Contents', page });
    }
    items.slice(part * CONTENTS_ROWS, (part + 1) * CONTENTS_ROWS).forEach((item, offset) => {
      const index = part * CONTENTS_ROWS + offset;
      writer.field(
        `${index + 1}. ${toDrawableText(item.doctorName, fonts.regular)}`,
        `Page ${firstPages[index]}`,
      );
    });
  }
  if (doc.getPageCount() !== 1 + contentsPages) {
    throw new Error('the contents did not fit the pages counted for them');
  }
  // One file's packet read at a time: the memory of the others' objects is not held meanwhile.
  for (const [index, item] of items.entries()) {
    const source = await PDFDocument.load(item.bytes, { updateMetadata: false });
    const copied = await doc.copyPages(source, source.getPageIndices());
    if (copied.length !== item.pageCount) {
      throw new Error('a packet had other pages than counted for the contents');
    }
    copied.forEach((page) => doc.addPage(page));
    outline.push({ title: `${index + 1}. ${items[index].doctorName}`, page: copied[0] });
  }
  stampMeetingPages(doc, fonts);
  setOutline(doc, outline);
  const bytes = await doc.save({ objectsPerTick: 100 });
  return { bytes, pageCount: doc.getPageCount() };
}
