import { createHash, type Hash } from 'node:crypto';
import { isStorageKey } from '@/core/storage/storage';
import type { TMigrationLevel } from './schema-info';

/** What `manifest.json`, the archive's last entry, says about the others. */
export type TManifest = {
  format: typeof FORMAT;
  formatVersion: number;
  docapplyVersion: string;
  database: 'embedded' | 'postgresql';
  migration: TMigrationLevel;
  createdAt: string;
  /** Rows per table, in the order a restore inserts them. */
  tables: Record<string, number>;
  files: { count: number; bytes: number };
  /** Every other entry of the archive: its size and sha256 (hex). */
  entries: Record<string, { bytes: number; sha256: string }>;
};

export const FORMAT = 'docapply-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';

/** A failure of the archive or of the target that the person can act on (printed as it is). */
export class BackupError extends Error {}

export const toTablePath = (table: string) => `db/${table}.jsonl`;
export const toFilePath = (storageKey: string) => `files/${storageKey}`;

/** The table or storage key an entry holds; null for a path no backup writes. */
export function parseEntryPath(entryPath: string): { table: string } | { storageKey: string } | null {
  const table = /^db\/([a-z0-9_]+)\.jsonl$/.exec(entryPath)?.[1];
  if (table) {
    return { table };
  }
  const storageKey = /^files\/(.+)$/.exec(entryPath)?.[1];
  return storageKey && isStorageKey(storageKey) ? { storageKey } : null;
}

/** Counts and hashes bytes as they pass. */
export class Digest {
  bytes = 0;
  private readonly hash: Hash = createHash('sha256');

  update(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    this.hash.update(chunk);
  }

  done(): { bytes: number; sha256: string } {
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }
}

export function parseManifest(text: string, archive: string): TManifest {
  let manifest: TManifest;
  try {
    manifest = JSON.parse(text) as TManifest;
  } catch {
    throw new BackupError(
      `${archive} is damaged: its ${MANIFEST_PATH} is not valid JSON. Nothing was changed.`,
    );
  }
  if (manifest.format !== FORMAT || typeof manifest.entries !== 'object') {
    throw new BackupError(`${archive} is not a DocApply backup (its ${MANIFEST_PATH} says otherwise).`);
  }
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `${archive} has backup format ${manifest.formatVersion}, newer than this DocApply reads (${FORMAT_VERSION}): upgrade DocApply first.`,
    );
  }
  return manifest;
}

/** The summary line: tables, rows, files, bytes and seconds since `started` (performance.now()). */
export function describeCopied(
  summary: { tables: number; rows: number; files: number; bytes: number },
  started: number,
): string {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `${summary.tables} tables, ${summary.rows} rows, ${summary.files} files (${summary.bytes} bytes) in ${seconds} s`;
}
