import { PDFDocument } from '@cantoo/pdf-lib';
import type {
  TAdminApplicationReview,
  TCommitteeGate,
  TPracticeEvidence,
  TRedFlag,
} from '@docapply/contracts';
import { appendDocuments, type TPacketDocument, type TPacketLimits } from './packet-documents';
import { writeApplicationParts, writeCover, writeHistory, writeRequests } from './packet-parts';
import { writePracticeEvidence } from './packet-practice';
import { writeVerificationChecklist, type TPacketVerification } from './packet-verification';
import { embedPacketFonts } from './pdf-fonts';
import { setOutline, type TOutlineItem } from './pdf-outline';
import { stampPageNumbers } from './pdf-page-numbers';
import { createPdfWriter } from './pdf-writer';

export type TPacketInput = {
  review: TAdminApplicationReview;
  flags: TRedFlag[];
  documents: TPacketDocument[];
  read: (document: TPacketDocument) => Promise<Uint8Array>;
  limits: TPacketLimits;
  /** The verification checklist and screenings; the part is left out while there are none. */
  verification?: TPacketVerification;
  /** The ready-for-committee gate on the packet's day, for the cover. */
  gate?: TCommitteeGate;
  /** A reappointment's FPPEs and OPPE cycles (issue 41); the part is left out for a first application. */
  practice?: TPracticeEvidence;
  now?: Date;
};

export type TPacketPdf = { bytes: Uint8Array; pageCount: number };

/** The committee's PDF: cover, answers, references and coverage, history, then the documents. */
export async function renderPacketPdf(input: TPacketInput): Promise<TPacketPdf> {
  const { review, flags, documents, now = new Date() } = input;
  const doc = await PDFDocument.create();
  const title = `Committee packet: ${review.doctor.name}`;
  doc.setTitle(title);
  doc.setSubject(`${review.doctor.name}'s application to ${review.hospital.name}`);
  doc.setCreator('DocApply');
  doc.setCreationDate(now);
  const fonts = await embedPacketFonts(doc);
  const writer = createPdfWriter(doc, fonts, `${title} · ${review.hospital.name}`);
  const fileNames = new Map(documents.map((document) => [document.id, document.name]));

  const outline: TOutlineItem[] = [
    { title: 'Cover', page: writeCover(writer, { review, flags, gate: input.gate }, now) },
  ];
  outline.push(...writeApplicationParts(writer, review, fileNames));
  outline.push({ title: 'References and coverage', page: writeRequests(writer, review, fileNames) });
  outline.push({ title: 'Status history', page: writeHistory(writer, review) });
  const { verification } = input;
  if (verification && verification.items.length + verification.screenings.length > 0) {
    outline.push({ title: 'Verification checklist', page: writeVerificationChecklist(writer, verification) });
  }
  if (input.practice?.period) {
    outline.push({ title: 'Practice evaluation', page: writePracticeEvidence(writer, input.practice) });
  }
  const documentItems = await appendDocuments({ ...input, doc, writer, fonts });
  if (documentItems.length > 0) {
    outline.push({ title: 'Documents', page: documentItems[0].page, children: documentItems });
  }
  stampPageNumbers(doc, fonts.regular);
  setOutline(doc, outline);
  // Saving yields to the event loop every `objectsPerTick` objects, so other requests keep flowing.
  const bytes = await doc.save({ objectsPerTick: 100 });
  return { bytes, pageCount: doc.getPageCount() };
}
