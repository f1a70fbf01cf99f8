import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { buffer } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { create, WriteEntry } from 'tar';
import type { TDatabase, TDb } from '@/core/db/client';
import type { TFileStorage } from '@/core/storage/storage';
import {
  BackupError,
  Digest,
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

/**
 * A table as JSON lines in `file`: to_json keeps each value exact (microseconds, numerics), read
 * through a cursor so a large table never sits in memory. A raw line break can only be JSON
 * whitespace, so a space keeps one row per line.
 */
async function spoolTable(tx: TDb, table: string, file: string) {
  const out = createWriteStream(file, { mode: ENTRY_MODE });
  const digest = new Digest();
  let rows = 0;
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select to_json(t)::text as line from ${quoteName(table)} t`,
    ),
  );
  for (;;) {
    const batch = await queryRows<{ line: string }>(
      tx,
      sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
    );
    if (batch.length === 0) {
      break;
    }
    rows += batch.length;
    const chunk = Buffer.from(batch.map((row) => `${row.line.replaceAll('\n', ' ')}\n`).join(''));
    digest.update(chunk);
    if (!out.write(chunk)) {
      await once(out, 'drain');
    }
  }
  await tx.execute(sql.raw('close backup_rows'));
  await finished(out.end());
  return { rows, digest: digest.done() };
}

/**
 * A stored file's bytes, read whole (an upload is at most FILE_MAX_BYTES): the manifest needs their
 * checksum, and the pack may ask for the next entry before it has written this one.
 */
async function readStoredFile(storage: TFileStorage, storageKey: string, size: number) {
  let data: Buffer;
  try {
    data = await buffer(await storage.get(storageKey));
  } catch (error) {
    throw new BackupError(`The stored file ${storageKey} cannot be read (${String(error)}).`);
  }
  if (data.length !== size) {
    throw new BackupError(
      `The stored file ${storageKey} has ${data.length} bytes; the database says ${size}.`,
    );
  }
  const digest = new Digest();
  digest.update(data);
  return { data, digest: digest.done() };
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

  async function* generateEntries(): AsyncGenerator<WriteEntry> {
    for (const { name } of tables) {
      const spooled = path.join(spool, `${name}.jsonl`);
      const { rows, digest } = await spoolTable(tx, name, spooled);
      manifest.tables[name] = rows;
      manifest.entries[toTablePath(name)] = digest;
      yield new WriteEntry(
        { path: toTablePath(name), size: digest.bytes, mode: ENTRY_MODE, mtime },
        await openAsBlob(spooled),
      );
    }
    const stored = await queryRows<{ storageKey: string; size: string }>(
      tx,
      sql`select storage_key as "storageKey", size::text as "size" from files order by storage_key`,
    );
    for (const { storageKey, size } of stored) {
      const { data, digest } = await readStoredFile(storage, storageKey, Number(size));
      manifest.entries[toFilePath(storageKey)] = digest;
      manifest.files.count += 1;
      manifest.files.bytes += digest.bytes;
      yield new WriteEntry({ path: toFilePath(storageKey), mode: ENTRY_MODE, mtime }, data);
    }
    yield new WriteEntry(
      { path: MANIFEST_PATH, mode: ENTRY_MODE, mtime },
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
  }

  // The archive holds personal data: readable by its owner only, as the data folder is.
  await create({ file, gzip: true, mode: ENTRY_MODE }, [generateEntries()]);
  return manifest;
}
