// A worker thread's entry (core/workers, built as dist/packet-worker.js): the committee packet's
// PDF. Merging a doctor's documents, subsetting the fonts and saving take seconds of CPU, which on
// the main thread would keep every other request, the health checks among them, waiting.
import { renderPacketPdf, type TPacketInput, type TPacketPdf } from './packet-pdf';

/** What the main thread read (the database's rows, the documents' bytes by file id): plain data. */
export type TPacketTask = Omit<TPacketInput, 'read'> & { contents: Map<string, Uint8Array> };

export default function buildPacketPdf({ contents, ...input }: TPacketTask): Promise<TPacketPdf> {
  return renderPacketPdf({
    ...input,
    read: async (document) => {
      const data = contents.get(document.id);
      if (!data) {
        // Not read (storage failed): the packet gets a page saying the document could not be read.
        throw new Error(`document ${document.id} was not read`);
      }
      return data;
    },
  });
}
