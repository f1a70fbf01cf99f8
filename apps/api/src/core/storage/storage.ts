import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/**
 * Where uploaded bytes live; the database keeps the metadata and the key. Write through
 * core/files/pending-files.ts, never `put` alone: a key must be reserved before its bytes are stored.
 */
export type TFileStorage = {
  kind: 'local' | 's3';
  /** The bytes appear under the key whole or not at all (a crash mid-write leaves no such key). */
  put: (key: string, data: Buffer, mime: string) => Promise<void>;
  /** The stored bytes; throws when the key is unknown. */
  get: (key: string) => Promise<Readable>;
  /** Removes the bytes; a key that is already gone is not an error. */
  remove: (key: string) => Promise<void>;
  /** Resolves when the storage can take a file now (readiness); throws with the reason otherwise. */
  check: () => Promise<void>;
};

const STORAGE_KEY = /^[0-9a-f]{64}$/;

/** 32 random bytes: keys say nothing about the owner, the name or the upload order. */
export function createStorageKey(): string {
  return randomBytes(32).toString('hex');
}

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/**
 * Stores another copy of a file's bytes under `storageKey` (a document reused by another
 * application, carried into a reappointment, or renewed in several applications): each application
 * keeps its own copy, so removing one never touches the others. The key is a reserved one
 * (core/files/pending-files.ts). Returns the size.
 */
export async function copyStoredBytes(
  storage: TFileStorage,
  { sourceKey, storageKey, mime }: { sourceKey: string; storageKey: string; mime: string },
): Promise<number> {
  const data = await buffer(await storage.get(sourceKey));
  await storage.put(storageKey, data, mime);
  return data.length;
}
