/** The committee packet: an application and its documents as one PDF. */
export { createPacketRoutes } from './routes';
// One application's packet and the PDF writing the meeting packet, the minutes and the decision
// letters share (their own layouts, the packet's faces and pages).
export {
  buildApplicationPacket,
  createPdfFilename,
  type TApplicationPacket,
  type TPacketDeps,
} from './packet';
export { embedPacketFonts, type TPdfFonts } from './pdf-fonts';
export { setOutline, type TOutlineItem } from './pdf-outline';
export { placeFooter, stampPageNumbers } from './pdf-page-numbers';
export { toDrawableText } from './pdf-text';
export { COLORS, MARGIN, PAGE_SIZE, createPdfWriter, type TPdfWriter } from './pdf-writer';
