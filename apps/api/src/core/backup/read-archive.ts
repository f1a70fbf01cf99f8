import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { entries, type ReadEntry } from 'tar';
import {
  BackupError,
  Digest,
  MANIFEST_PATH,
  parseEntryPath,
  parseManifest,
  type TManifest,
} from './manifest';

// An archive of our own: repetitive table rows compress far better than the default guard allows.
const READ_OPTIONS = { strict: true, maxDecompressionRatio: 100_000 };
const NOTHING_CHANGED = 'Nothing was changed.';

/** Every entry of the archive in turn; a damaged archive is a BackupError naming where it broke. */
export async function readArchive(file: string, onEntry: (entry: ReadEntry) => Promise<void>): Promise<void> {
  let current = 'its first entry';
  try {
    for await (const entry of entries(createReadStream(file), { ...READ_OPTIONS, file })) {
      current = `the entry ${entry.path}`;
      if (entry.type !== 'File') {
        throw new BackupError(`${file} holds ${entry.path}, which no backup writes. ${NOTHING_CHANGED}`);
      }
      await onEntry(entry);
    }
  } catch (error) {
    if (error instanceof BackupError) {
      throw error;
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `${file} is damaged or not a backup (at ${current}: ${reason}). ${NOTHING_CHANGED}`,
    );
  }
}

async function hashEntry(entry: ReadEntry, spoolFile: string | null) {
  const digest = new Digest();
  const out = spoolFile ? createWriteStream(spoolFile, { mode: 0o600 }) : null;
  for await (const chunk of entry.body) {
    digest.update(chunk);
    // The chunk is a view into the input, which moves on: the file gets a copy.
    if (out && !out.write(Buffer.from(chunk))) {
      await once(out, 'drain');
    }
  }
  if (out) {
    await finished(out.end());
  }
  return digest.done();
}

/**
 * Reads the whole archive and checks every entry against the manifest's checksum, before anything
 * changes. The tables' rows are kept in `spool` (`<table>.jsonl`) for the restore to insert in the
 * order the foreign keys need.
 */
export async function verifyArchive(file: string, spool: string): Promise<TManifest> {
  const found = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | null = null;
  await readArchive(file, async (entry) => {
    if (entry.path === MANIFEST_PATH) {
      manifestText = await entry.text();
      return;
    }
    const parsed = parseEntryPath(entry.path);
    if (!parsed || found.has(entry.path)) {
      throw new BackupError(`${file} holds ${entry.path}, which no backup writes. ${NOTHING_CHANGED}`);
    }
    found.set(
      entry.path,
      await hashEntry(entry, 'table' in parsed ? path.join(spool, `${parsed.table}.jsonl`) : null),
    );
  });
  if (manifestText === null) {
    throw new BackupError(
      `${file} has no ${MANIFEST_PATH}: it is incomplete or not a DocApply backup. ${NOTHING_CHANGED}`,
    );
  }
  const manifest = parseManifest(manifestText, file);
  for (const [entryPath, expected] of Object.entries(manifest.entries)) {
    const actual = found.get(entryPath);
    if (!actual) {
      throw new BackupError(`${file} is damaged: the entry ${entryPath} is missing. ${NOTHING_CHANGED}`);
    }
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new BackupError(
        `${file} is damaged: the entry ${entryPath} does not match its checksum. ${NOTHING_CHANGED}`,
      );
    }
  }
  const unlisted = [...found.keys()].find((entryPath) => !(entryPath in manifest.entries));
  if (unlisted) {
    throw new BackupError(
      `${file} is damaged: the entry ${unlisted} is not in its manifest. ${NOTHING_CHANGED}`,
    );
  }
  return manifest;
}
