import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { getApiRoot, getMigrationsDir } from '@/lib/paths';

/** What the database schema says about the tables a backup holds (the migrations' own table aside). */

export type TMigrationLevel = { tag: string; createdAt: number; hash: string };

export type TTableInfo = {
  name: string;
  /** The columns a restore writes: every column but the generated ones. */
  columns: string[];
  /** Identity or serial columns: their sequences start after the restored values. */
  sequenceColumns: string[];
};

export async function queryRows<T>(db: TDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The application's tables, parents before the tables whose foreign keys name them. */
export async function findTables(db: TDb): Promise<TTableInfo[]> {
  const columns = await queryRows<{ table: string; column: string; generated: string; sequenced: boolean }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.is_generated as "generated",
          (c.is_identity = 'YES' or c.column_default like 'nextval(%') as "sequenced"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const links = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as "child", parent.relname as "parent"
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`,
  );
  const tables = new Map<string, TTableInfo>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], sequenceColumns: [] };
    tables.set(row.table, table);
    if (row.generated !== 'ALWAYS') {
      table.columns.push(row.column);
    }
    if (row.sequenced) {
      table.sequenceColumns.push(row.column);
    }
  }
  return orderByForeignKeys([...tables.values()], links);
}

function orderByForeignKeys(tables: TTableInfo[], links: { child: string; parent: string }[]): TTableInfo[] {
  const ordered: TTableInfo[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const visit = (table: TTableInfo) => {
    if (placed.has(table.name) || visiting.has(table.name)) {
      return;
    }
    visiting.add(table.name);
    for (const link of links) {
      const parent = byName.get(link.parent);
      // A table naming itself is inserted in one statement per batch; a loop of tables has none yet.
      if (link.child === table.name && parent && link.parent !== table.name) {
        visit(parent);
      }
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  [...tables].sort((a, b) => a.name.localeCompare(b.name)).forEach(visit);
  return ordered;
}

type TJournal = { entries: { tag: string; when: number }[] };

function readJournal(): TJournal {
  return JSON.parse(readFileSync(path.join(getMigrationsDir(), 'meta', '_journal.json'), 'utf8')) as TJournal;
}

/** The last migration this code has (what `migrate()` brings a database to). */
export function getCodeMigrationTag(): string {
  return readJournal().entries.at(-1)?.tag ?? 'none';
}

/** The last migration applied to the database (drizzle's table), named by its journal tag. */
export async function findMigrationLevel(db: TDb): Promise<TMigrationLevel> {
  const [row] = await queryRows<{ hash: string; createdAt: string }>(
    db,
    sql`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations
        order by created_at desc limit 1`,
  );
  const createdAt = Number(row?.createdAt ?? 0);
  const tag = readJournal().entries.find((entry) => entry.when === createdAt)?.tag ?? `unknown-${createdAt}`;
  return { tag, createdAt, hash: row?.hash ?? '' };
}

export function getDocApplyVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(getApiRoot(), 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? 'unknown';
}

export async function countRows(db: TDb, table: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql.raw(`select count(*)::int as total from ${quoteName(table)}`),
  );
  return Number(row.total);
}
