import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { findTables, queryRows, quoteName } from '@/core/backup/schema-info';
import type { TDb } from '@/core/db/client';
import { exclusionEntries, exclusionImports, files } from '@/core/db/schema';
import { storeNewBytes, takeStorageKeys } from '@/core/files/pending-files';
import { createLocalStorage } from '@/core/storage/local-storage';
import type { TCommandRun } from './command-script';

/** An exclusion list of two entries, numbered by their identity column (ids 1 and 2). */
async function addExclusions(db: TDb): Promise<void> {
  const [list] = await db
    .insert(exclusionImports)
    .values({ source: 'oig', listDate: '2026-11-01', rowCount: 2 })
    .returning({ id: exclusionImports.id });
  await db.insert(exclusionEntries).values(
    ['ada', 'grace'].map((firstKey) => ({
      source: 'oig' as const,
      importId: list.id,
      firstKey,
      lastKey: 'lovelace',
      record: { note: 'line one\nline two' },
    })),
  );
}

/** The next exclusion entry's id: a restore moves the identity past the restored rows. */
export async function addExclusionEntry(db: TDb): Promise<number> {
  const [list] = await db.select({ id: exclusionImports.id }).from(exclusionImports).limit(1);
  const [entry] = await db
    .insert(exclusionEntries)
    .values({ source: 'oig', importId: list.id, firstKey: 'alan', lastKey: 'turing', record: {} })
    .returning({ id: exclusionEntries.id });
  return entry.id;
}

/**
 * Documents of the first account (a small PDF, 300 kB of random bytes and an empty file) and an
 * exclusion list (a table with an identity column).
 */
export async function storeDocuments(db: TDb, dataDir: string): Promise<void> {
  await addExclusions(db);
  const storage = createLocalStorage({ dataDir });
  const [owner] = await queryRows<{ id: string }>(db, sql`select id from users order by email limit 1`);
  const documents = [
    { name: 'licence.pdf', mime: 'application/pdf', data: Buffer.from('%PDF-1.4\n% licence\n%%EOF\n') },
    { name: 'scan.bin', mime: 'application/octet-stream', data: randomBytes(300_000) },
    { name: 'empty.txt', mime: 'text/plain', data: Buffer.alloc(0) },
  ];
  for (const document of documents) {
    const storageKey = await storeNewBytes({ db, storage }, document.data, document.mime);
    await db.transaction(async (tx) => {
      await takeStorageKeys(tx, [storageKey]);
      await tx.insert(files).values({
        ownerUserId: owner.id,
        storageKey,
        originalName: document.name,
        mime: document.mime,
        size: document.data.length,
      });
    });
  }
}

/** Every table's rows as to_json text, in order, and every stored file's bytes (as hex). */
export async function readEverything(db: TDb, dataDir: string) {
  const tables: Record<string, string[]> = {};
  for (const { name } of await findTables(db)) {
    const rows = await queryRows<{ line: string }>(
      db,
      sql.raw(`select to_json(t)::text as line from ${quoteName(name)} t order by 1`),
    );
    tables[name] = rows.map((row) => row.line);
  }
  const storage = createLocalStorage({ dataDir });
  const stored: Record<string, string> = {};
  const keys = await queryRows<{ key: string }>(db, sql`select storage_key as "key" from files`);
  for (const { key } of keys) {
    stored[key] = (await buffer(await storage.get(key))).toString('hex');
  }
  return { tables, stored };
}

export function expectSummary(run: TCommandRun, pattern: RegExp): void {
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toMatch(pattern);
  expect(run.stdout).toMatch(/\d+ tables, \d+ rows, 3 files \(300\d+ bytes\) in [\d.]+ s/);
}
