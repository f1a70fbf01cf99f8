// A worker thread's entry (core/workers, built as dist/pdf-inspect-worker.js): reads an uploaded
// PDF's objects with pdf-lib, which decodes compressed object streams and escaped names, and says
// which active content it holds. A bomb of a PDF costs this thread its memory, not the server.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { ACTIVE_ACTIONS, ACTIVE_KEYS, type TPdfInspection } from './pdf-active-names';

function collect(value: unknown, found: Set<string>, seen: Set<unknown>): void {
  if (seen.has(value)) {
    return;
  }
  seen.add(value);
  const dict = value instanceof PDFRawStream ? value.dict : value;
  if (dict instanceof PDFDict) {
    for (const [key, entry] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) {
        found.add(name);
      }
      if (name === 'S' && entry instanceof PDFName && ACTIVE_ACTIONS.has(entry.decodeText())) {
        found.add(entry.decodeText());
      }
      collect(entry, found, seen);
    }
  } else if (value instanceof PDFArray) {
    for (const entry of value.asArray()) {
      collect(entry, found, seen);
    }
  }
}

export default async function inspectPdf(bytes: Uint8Array): Promise<TPdfInspection> {
  const document = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  }).catch(() => null);
  if (!document) {
    return { isReadable: false, found: [] };
  }
  const found = new Set<string>();
  const seen = new Set<unknown>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    collect(object, found, seen);
  }
  // The trailer's dictionary is no indirect object, and may name the catalog's actions directly.
  collect(document.catalog, found, seen);
  return { isReadable: true, found: [...found].sort() };
}
