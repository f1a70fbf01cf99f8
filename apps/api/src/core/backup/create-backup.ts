import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { TDatabase, TDb } from '@/core/db/client';
import type { TFileStorage } from '@/core/storage/storage';
import { ArchiveWriter } from './archive-writer';
import {
  BackupError,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_PATH,
  toFilePath,
  toTablePath,
  type TManifest,
} from './manifest';
import { findMigrationLevel, findTables, getDocApplyVersion, queryRows, quoteName } from './schema-info';

const FETCH_ROWS = 1000;
const ENTRY_MODE = 0o600;

export type TBackupSummary = {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  archiveBytes: number;
};

/** The rows of `query`, FETCH_ROWS at a time through a cursor: a large table never sits in memory. */
async function* fetchInBatches<T>(tx: TDb, cursor: string, query: string): AsyncGenerator<T[]> {
  await tx.execute(sql.raw(`declare ${cursor} no scroll cursor for ${query}`));
  for (;;) {
    const batch = await queryRows<T>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from ${cursor}`));
    if (batch.length === 0) {
      break;
    }
    yield batch;
  }
  await tx.execute(sql.raw(`close ${cursor}`));
}

/**
 * A table as JSON lines in `file` (the tar header needs its length before its bytes): to_json
 * keeps each value exact (microseconds, numerics). A raw line break can only be JSON whitespace,
 * so a space keeps one row per line.
 */
async function spoolTable(tx: TDb, table: string, file: string) {
  const out = createWriteStream(file, { mode: ENTRY_MODE });
  let rows = 0;
  let bytes = 0;
  const query = `select to_json(t)::text as line from ${quoteName(table)} t`;
  for await (const batch of fetchInBatches<{ line: string }>(tx, 'backup_rows', query)) {
    rows += batch.length;
    const chunk = Buffer.from(batch.map((row) => `${row.line.replaceAll('\n', ' ')}\n`).join(''));
    bytes += chunk.length;
    if (!out.write(chunk)) {
      await once(out, 'drain');
    }
  }
  await finished(out.end());
  return { rows, bytes };
}

/** A stored file's bytes as they are read, checked against the size its files row gives. */
async function* readStoredFile(storage: TFileStorage, storageKey: string, size: number) {
  const unreadable = (error: unknown) =>
    new BackupError(`The stored file ${storageKey} cannot be read (${String(error)}).`);
  const wrongSize = (bytes: string) =>
    new BackupError(`The stored file ${storageKey} has ${bytes} bytes; the database says ${size}.`);
  let iterator: AsyncIterator<Uint8Array>;
  try {
    iterator = ((await storage.get(storageKey)) as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  } catch (error) {
    throw unreadable(error);
  }
  let bytes = 0;
  try {
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw unreadable(error);
      }
      if (next.done) {
        break;
      }
      bytes += next.value.length;
      if (bytes > size) {
        throw wrongSize(`more than ${size}`);
      }
      yield next.value;
    }
  } finally {
    // Closes the stream when the archive stops taking it (a failure) or it was too long.
    await iterator.return?.();
  }
  if (bytes !== size) {
    throw wrongSize(String(bytes));
  }
}

type TBackupOptions = { database: TDatabase; storage: TFileStorage; file: string };

/**
 * Writes the archive: every table of a snapshot (one repeatable-read transaction), every stored
 * file its files rows name, and the manifest last, with each entry's checksum. Written beside
 * `file` and renamed when whole, so a failed backup never leaves an archive that looks complete.
 */
export async function createBackup({ database, storage, file }: TBackupOptions): Promise<TBackupSummary> {
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  const spool = await mkdtemp(path.join(os.tmpdir(), 'docapply-backup-'));
  try {
    const manifest = await database.db.transaction(
      (tx) => writeArchive({ tx, kind: database.kind, storage, spool, file: partial }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await rename(partial, file);
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    return {
      tables: Object.keys(manifest.tables).length,
      rows,
      files: manifest.files.count,
      bytes: manifest.files.bytes,
      archiveBytes: (await stat(file)).size,
    };
  } finally {
    await rm(partial, { force: true });
    await rm(spool, { recursive: true, force: true });
  }
}

type TWriteOptions = { tx: TDb; kind: TDatabase['kind']; storage: TFileStorage; spool: string; file: string };

async function writeArchive({ tx, kind, storage, spool, file }: TWriteOptions): Promise<TManifest> {
  const mtime = new Date();
  const manifest: TManifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    docapplyVersion: getDocApplyVersion(),
    database: kind === 'pglite' ? 'embedded' : 'postgresql',
    migration: await findMigrationLevel(tx),
    createdAt: mtime.toISOString(),
    tables: {},
    files: { count: 0, bytes: 0 },
    entries: {},
  };
  const tables = await findTables(tx);
  // The archive holds personal data: readable by its owner only, as the data folder is.
  const archive = new ArchiveWriter(file, ENTRY_MODE);
  const entry = (entryPath: string, size: number, isCompressed: boolean) => ({
    path: entryPath,
    size,
    mode: ENTRY_MODE,
    mtime,
    isCompressed,
  });
  try {
    for (const { name } of tables) {
      const spooled = path.join(spool, `${name}.jsonl`);
      const { rows, bytes } = await spoolTable(tx, name, spooled);
      manifest.tables[name] = rows;
      manifest.entries[toTablePath(name)] = await archive.add(
        entry(toTablePath(name), bytes, false),
        createReadStream(spooled),
      );
      await rm(spooled);
    }
    const query = 'select storage_key as "storageKey", size::text as "size" from files order by storage_key';
    for await (const batch of fetchInBatches<{ storageKey: string; size: string }>(
      tx,
      'backup_files',
      query,
    )) {
      for (const { storageKey, size } of batch) {
        const digest = await archive.add(
          entry(toFilePath(storageKey), Number(size), true),
          readStoredFile(storage, storageKey, Number(size)),
        );
        manifest.entries[toFilePath(storageKey)] = digest;
        manifest.files.count += 1;
        manifest.files.bytes += digest.bytes;
      }
    }
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await archive.add(entry(MANIFEST_PATH, text.length, false), [text]);
    await archive.close();
  } catch (error) {
    await archive.abort();
    throw error;
  }
  return manifest;
}
