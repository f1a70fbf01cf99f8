import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import PQueue from 'p-queue';
import type { TDatabase, TDb } from '@/core/db/client';
import type { TFileStorage } from '@/core/storage/storage';
import { BackupError, Digest, parseEntryPath, type TManifest } from './manifest';
import { readArchive, verifyArchive } from './read-archive';
import { hasAccounts, restoreRows } from './restore-rows';
import { countRows, findMigrationLevel, getCodeMigrationTag, queryRows } from './schema-info';

export type TRestoreSummary = { tables: number; rows: number; files: number; bytes: number };

/**
 * Files stored or read back at once: each waits on the storage (a disk's flush, twice a file; an
 * S3 request), and a row of them one by one left the process idle most of the time.
 */
const FILE_CONCURRENCY = 8;

/**
 * Runs tasks FILE_CONCURRENCY at a time, with at most as many more waiting (each may hold a file's
 * bytes); `add` waits for room. `done` resolves once all have run, or rejects with the first
 * failure once none runs any more (after one, `add` takes no more).
 */
function createFilePool() {
  const queue = new PQueue({ concurrency: FILE_CONCURRENCY });
  let failure: { error: unknown } | null = null;
  return {
    async add(task: () => Promise<void>): Promise<void> {
      if (failure) {
        throw failure.error;
      }
      await queue.onSizeLessThan(FILE_CONCURRENCY);
      queue.add(task).catch((error: unknown) => {
        failure ??= { error };
      });
    },
    async done(): Promise<void> {
      await queue.onIdle();
      if (failure) {
        throw failure.error;
      }
    },
  };
}

/** The archive must come from this code's migration: the rows fit this schema and no other. */
async function checkMigration(db: TDb, manifest: TManifest, file: string): Promise<void> {
  const target = await findMigrationLevel(db);
  const made = manifest.migration;
  if (made.createdAt === target.createdAt && made.hash === target.hash) {
    return;
  }
  const from = `${file} was made by DocApply ${manifest.docapplyVersion} at migration ${made.tag}`;
  throw new BackupError(
    made.createdAt > target.createdAt
      ? `${from}, newer than this DocApply (${getCodeMigrationTag()}): upgrade DocApply first. Nothing was changed.`
      : `${from}; this DocApply is at ${target.tag}. Restore it with DocApply ${manifest.docapplyVersion}, then upgrade (its start migrates the data). Nothing was changed.`,
  );
}

/** The mime type of each file (its files row), which S3 keeps with the bytes. */
async function readMimeTypes(spool: string): Promise<Map<string, string>> {
  const mimes = new Map<string, string>();
  const lines = createInterface({ input: createReadStream(path.join(spool, 'files.jsonl')) });
  for await (const line of lines) {
    const row = JSON.parse(line) as { storage_key: string; mime: string };
    mimes.set(row.storage_key, row.mime);
  }
  return mimes;
}

/** Stores every file of the archive, checked once more on the way; returns the keys stored. */
async function storeFiles(file: string, storage: TFileStorage, manifest: TManifest, spool: string) {
  const mimes = await readMimeTypes(spool);
  const stored: string[] = [];
  const pool = createFilePool();
  try {
    await readArchive(file, async (entry) => {
      const parsed = parseEntryPath(entry.path);
      if (!parsed || !('storageKey' in parsed)) {
        return;
      }
      const data = Buffer.from(await entry.bytes());
      const digest = new Digest();
      digest.update(data);
      if (digest.done().sha256 !== manifest.entries[entry.path]?.sha256) {
        throw new BackupError(`${file} changed while it was read (${entry.path}).`);
      }
      const mime = mimes.get(parsed.storageKey) ?? 'application/octet-stream';
      await pool.add(async () => {
        await storage.put(parsed.storageKey, data, mime);
        stored.push(parsed.storageKey);
      });
    });
  } finally {
    // Every put has ended, whichever way, before the caller decides what to keep.
    await pool.done();
  }
  return stored;
}

/** Reads back what was restored: each table's count and each file's checksum. */
async function verifyRestored(db: TDb, storage: TFileStorage, manifest: TManifest): Promise<void> {
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const count = await countRows(db, table);
    if (count !== expected) {
      throw new BackupError(
        `After the restore, ${table} holds ${count} rows where the archive has ${expected}.`,
      );
    }
  }
  const pool = createFilePool();
  for (const [entryPath, expected] of Object.entries(manifest.entries)) {
    const parsed = parseEntryPath(entryPath);
    if (parsed && 'storageKey' in parsed) {
      await pool.add(async () => {
        const digest = new Digest();
        for await (const chunk of (await storage.get(parsed.storageKey)) as AsyncIterable<Uint8Array>) {
          digest.update(chunk);
        }
        if (digest.done().sha256 !== expected.sha256) {
          throw new BackupError(
            `After the restore, the stored file ${parsed.storageKey} differs from the archive.`,
          );
        }
      });
    }
  }
  await pool.done();
}

type TRestoreOptions = { database: TDatabase; storage: TFileStorage; file: string; isForced: boolean };

/**
 * Restores an archive into this database and storage: refuses a database with accounts (unless
 * forced), checks the whole archive first, stores the files, then writes every row in one
 * transaction; if that fails, the bytes it stored for keys the target never had go again.
 */
export async function restoreBackup({
  database,
  storage,
  file,
  isForced,
}: TRestoreOptions): Promise<TRestoreSummary> {
  const { db } = database;
  if (!isForced && (await hasAccounts(db))) {
    throw new BackupError(
      'The target database already holds accounts: restore only fills an empty database. ' +
        'Run it again with --force to replace everything in it. Nothing was changed.',
    );
  }
  const spool = await mkdtemp(path.join(os.tmpdir(), 'docapply-restore-'));
  try {
    const manifest = await verifyArchive(file, spool);
    await checkMigration(db, manifest, file);
    const known = await queryRows<{ key: string }>(
      db,
      sql`select storage_key as "key" from files union select storage_key from pending_files`,
    );
    const knownKeys = known.map((row) => row.key);
    const stored = await storeFiles(file, storage, manifest, spool);
    try {
      await db.transaction((tx) => restoreRows(tx, { manifest, spool, isForced, knownKeys }));
    } catch (error) {
      const isKnown = new Set(knownKeys);
      await Promise.all(stored.filter((key) => !isKnown.has(key)).map((key) => storage.remove(key)));
      throw error;
    }
    await verifyRestored(db, storage, manifest);
    return {
      tables: Object.keys(manifest.tables).length,
      rows: Object.values(manifest.tables).reduce((sum, count) => sum + count, 0),
      files: manifest.files.count,
      bytes: manifest.files.bytes,
    };
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}
