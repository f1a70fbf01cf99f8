/** The committee packet: an application and its documents as one PDF. */
export { createPacketRoutes } from './routes';
// The PDF writing the decision letters share (their own layout, the packet's faces and pages).
export { createPdfFilename } from './packet';
export { embedPacketFonts } from './pdf-fonts';
export { stampPageNumbers } from './pdf-page-numbers';
export { createPdfWriter, type TPdfWriter } from './pdf-writer';
