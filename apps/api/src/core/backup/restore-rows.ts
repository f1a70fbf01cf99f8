import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { BackupError, type TManifest } from './manifest';
import { findTables, queryRows, quoteName, type TTableInfo } from './schema-info';

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** True when the database holds accounts: an empty migrated database (shipped settings alone) has none. */
export async function hasAccounts(db: TDb): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from users) as "found"`);
  return row.found;
}

async function insertBatch(tx: TDb, table: TTableInfo, lines: string[]): Promise<void> {
  const columns = table.columns.map(quoteName).join(', ');
  const name = quoteName(table.name);
  // OVERRIDING SYSTEM VALUE: identity columns keep the archive's values (rows may point at them).
  await tx.execute(
    sql`${sql.raw(`insert into ${name} (${columns}) overriding system value select ${columns}
    from json_populate_recordset(null::${name}, `)}${`[${lines.join(',')}]`}::json)`,
  );
}

async function insertTable(tx: TDb, table: TTableInfo, spool: string): Promise<void> {
  const lines = createInterface({ input: createReadStream(path.join(spool, `${table.name}.jsonl`)) });
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of lines) {
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insertBatch(tx, table, batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) {
    await insertBatch(tx, table, batch);
  }
}

type TRestoreRowsOptions = { manifest: TManifest; spool: string; isForced: boolean; knownKeys: string[] };

/**
 * In the caller's transaction: empties every table, inserts the archive's rows parents first, and
 * moves identity sequences past them. The tables' own triggers (append-only audit, counters kept
 * in step, copies of names) are off meanwhile: the rows are already as the triggers left them.
 * ALTER TABLE … DISABLE TRIGGER USER needs only the tables' owner (the role that migrated), and
 * leaves the foreign-key checks on. `knownKeys`: storage keys the target used before, handed to the
 * cleanup job (pending_files) unless a restored file has them.
 */
export async function restoreRows(tx: TDb, { manifest, spool, isForced, knownKeys }: TRestoreRowsOptions) {
  if (!isForced && (await hasAccounts(tx))) {
    throw new BackupError('The target database gained accounts meanwhile; nothing was changed.');
  }
  const tables = await findTables(tx);
  const missing = tables.find((table) => manifest.tables[table.name] === undefined);
  if (missing) {
    throw new BackupError(`The archive has no table ${missing.name}; nothing was changed.`);
  }
  const names = tables.map((table) => quoteName(table.name));
  for (const name of names) {
    await tx.execute(sql.raw(`alter table ${name} disable trigger user`));
  }
  await tx.execute(sql.raw(`truncate table ${names.join(', ')}`));
  for (const table of tables) {
    if (manifest.tables[table.name] > 0) {
      await insertTable(tx, table, spool);
    }
    for (const column of table.sequenceColumns) {
      const name = quoteName(table.name);
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${name.replaceAll("'", "''")}', '${column}'),
          coalesce(max(${quoteName(column)}), 0) + 1, false) from ${name}`),
      );
    }
  }
  for (const name of names) {
    await tx.execute(sql.raw(`alter table ${name} enable trigger user`));
  }
  await tx.execute(sql`insert into pending_files (storage_key)
    select k from json_array_elements_text(${JSON.stringify(knownKeys)}::json) k
    where not exists (select 1 from files f where f.storage_key = k) on conflict do nothing`);
}
