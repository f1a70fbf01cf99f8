import type { TPacketDocument, TPacketLimits } from './packet-documents';

/**
 * The documents the packet holds, oldest first, while their sizes add up to at most
 * `limits.documentBytes`; each of the others gets a page saying so. Only these are read.
 */
export function findDocumentsWithinBudget(documents: TPacketDocument[], limits: TPacketLimits): Set<string> {
  const within = new Set<string>();
  let bytes = 0;
  for (const document of documents) {
    if (bytes + document.size <= limits.documentBytes) {
      bytes += document.size;
      within.add(document.id);
    }
  }
  return within;
}
