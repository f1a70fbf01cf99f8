// A worker thread's entry (core/workers, built as dist/meeting-packet-worker.js): the meeting's
// packet, every file's packet copied after a cover and the contents. Copying hundreds of pages and
// saving take seconds of CPU, which on the main thread would keep every other request waiting.
import {
  renderMeetingPacketPdf,
  type TMeetingPacketInput,
  type TMeetingPacketPdf,
} from './meeting-packet-pdf';

export default function buildMeetingPacketPdf(input: TMeetingPacketInput): Promise<TMeetingPacketPdf> {
  return renderMeetingPacketPdf(input);
}
