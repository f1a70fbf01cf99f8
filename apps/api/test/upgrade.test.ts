import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { findTables, queryRows, quoteName } from '@/core/backup/schema-info';
import { openPglite } from '@/core/db/client';
import { seedIfEmpty } from '@/core/db/seed';
import type { TDb } from '@/core/db/client';
import { getMigrationsDir } from '@/lib/paths';
import { TEST_ADMIN_PASSWORD } from './helpers/constants';
import { makeTempDir } from './helpers/temp-dir';

/**
 * The last migration of the release before this one (2026-11-29): a hospital upgrading from it runs
 * every migration after it at its first start. Move it forward when a release ships.
 */
const PREVIOUS_RELEASE_LAST_MIGRATION = '0015_session_change_notify';

/** The migrations folder as it was at the previous release: its files, its journal cut there. */
function previousReleaseMigrations(): string {
  const folder = makeTempDir('docapply-previous-migrations-');
  cpSync(getMigrationsDir(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === PREVIOUS_RELEASE_LAST_MIGRATION);
  expect(last, `${PREVIOUS_RELEASE_LAST_MIGRATION} in the journal`).toBeGreaterThan(0);
  expect(last, 'this release adds migrations after the previous one').toBeLessThan(
    journal.entries.length - 1,
  );
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * Every table's rows, as exact text in a stable order; `columnsOf` keeps to the columns a table had
 * (a column this release added is compared on its own).
 */
async function readRows(db: TDb, columnsOf?: Map<string, string[]>): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of await findTables(db)) {
    const columns = (columnsOf?.get(table.name) ?? table.columns).map(quoteName).join(', ');
    const lines = await queryRows<{ line: string }>(
      db,
      sql.raw(
        `select to_json(t)::text as line from (select ${columns} from ${quoteName(table.name)}) t order by 1`,
      ),
    );
    rows[table.name] = lines.map(({ line }) => line);
  }
  return rows;
}

/**
 * The demo data as the previous release held it: this release's seed, written to a new install,
 * copied into the previous release's schema column by column (a column this release added, such as
 * hospitals.require_strong_factor, is left out: the previous release had no such column).
 */
async function seedAsPreviousRelease(target: TDb): Promise<void> {
  const source = await openPglite();
  try {
    await source.migrate();
    await seedIfEmpty(source.db, { demoPassword: TEST_ADMIN_PASSWORD });
    for (const table of await findTables(target)) {
      const name = quoteName(table.name);
      const columns = table.columns.map(quoteName).join(', ');
      const [{ rows }] = await queryRows<{ rows: string }>(
        source.db,
        sql.raw(
          `select coalesce(json_agg(t), '[]')::text as rows from ${name} t ${ROWS_THE_PREVIOUS_RELEASE_HELD[table.name] ?? ''}`,
        ),
      );
      await target.execute(
        sql`insert into ${sql.raw(name)} (${sql.raw(columns)}) overriding system value
              select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(name)}, ${rows}::json)`,
      );
    }
  } finally {
    await source.close();
  }
}

/**
 * Rows this release's seed writes that the previous release's schema cannot hold: an enum value it
 * added (a hospital upgrading gets its standard evaluation form the first time an FPPE needs one),
 * and the NP and PA forms and privileges (issue 42: without the column they would become forms and
 * privileges for every type; the physicians' privileges stand for the catalogue it held).
 */
const ROWS_THE_PREVIOUS_RELEASE_HELD: Record<string, string> = {
  forms: `where t.kind::text <> 'evaluation' and cardinality(t.practitioner_types) = 0
            and not exists (select 1 from privileges p where p.form_id = t.id and p.practitioner_types && '{np,pa}')`,
  privileges: `where not t.practitioner_types && '{np,pa}'`,
};

/** Tables this release adds whose migration writes their rows (issue 42: the practitioner types). */
const FILLED_BY_MIGRATION = ['practitioner_types'];

/** The schema as the catalogue says: columns with their types, defaults and nullability; constraints; indexes. */
async function readSchema(db: TDb): Promise<string[]> {
  const columns = await queryRows<{ line: string }>(
    db,
    sql`select format('%s.%s %s %s %s', table_name, column_name, data_type, is_nullable, coalesce(column_default, '')) as line
          from information_schema.columns where table_schema = current_schema() order by 1`,
  );
  const constraints = await queryRows<{ line: string }>(
    db,
    sql`select format('%s %s', conname, pg_get_constraintdef(oid)) as line
          from pg_constraint where connamespace = current_schema()::regnamespace order by 1`,
  );
  const indexes = await queryRows<{ line: string }>(
    db,
    sql`select indexdef as line from pg_indexes where schemaname = current_schema() order by 1`,
  );
  return [...columns, ...constraints, ...indexes].map(({ line }) => line);
}

// On the embedded database (the migrations are the same SQL on PostgreSQL, where the server runs
// them under an advisory lock): the PostgreSQL stage has nothing to add here.
describe.skipIf(process.env.API_TEST_BACKEND === 'pg')('an upgrade from the previous release', () => {
  it('keeps every row, and ends with the schema a new install has', async () => {
    const upgraded = await openPglite({ dataDir: path.join(makeTempDir('docapply-upgrade-'), 'db') });
    const fresh = await openPglite();
    try {
      // The previous release's database, in use: its schema, the demo hospitals and accounts.
      await migrate(upgraded.db as unknown as PgliteDatabase, {
        migrationsFolder: previousReleaseMigrations(),
      });
      await seedAsPreviousRelease(upgraded.db);
      const previousColumns = new Map(
        (await findTables(upgraded.db)).map((table) => [table.name, table.columns]),
      );
      const before = await readRows(upgraded.db);
      expect(Object.values(before).flat().length).toBeGreaterThan(50);

      // This release's first start: the migrations after it, as the server runs them.
      await upgraded.migrate();
      await fresh.migrate();
      const after = await readRows(upgraded.db, previousColumns);
      // The tables this release added start empty, but for the list its migration fills (as on a
      // new install); every other row is as it was.
      const added = Object.keys(after).filter((table) => !(table in before));
      const filled = added.filter((table) => FILLED_BY_MIGRATION.includes(table));
      expect(added.filter((table) => !filled.includes(table) && after[table].length > 0)).toEqual([]);
      const freshRows = await readRows(fresh.db);
      for (const table of filled) {
        expect(after[table].length, table).toBe(freshRows[table].length);
        expect(after[table].length, table).toBeGreaterThan(0);
      }
      for (const table of Object.keys(before)) {
        expect(after[table], table).toEqual(before[table]);
      }
      expect(await readSchema(upgraded.db)).toEqual(await readSchema(fresh.db));

      // A column this release added holds its default in every row that was there.
      const hospitalsAfter = await queryRows<{ requireStrongFactor: boolean }>(
        upgraded.db,
        sql`select require_strong_factor as "requireStrongFactor" from hospitals`,
      );
      expect(hospitalsAfter.length).toBeGreaterThan(0);
      expect(hospitalsAfter.every((row) => row.requireStrongFactor === false)).toBe(true);

      // A second start finds nothing to do.
      const whole = await readRows(upgraded.db);
      await upgraded.migrate();
      expect(await readRows(upgraded.db)).toEqual(whole);
    } finally {
      await upgraded.close();
      await fresh.close();
    }
  });
});
