import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TDatabase } from '@/core/db/client';
import { openTestDatabase } from './helpers/test-db';

const isPostgres = process.env.API_TEST_BACKEND === 'pg';

describe.runIf(isPostgres)('a PostgreSQL connection that breaks while idle', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is replaced, and the next statement is answered (no uncaught error)', async () => {
    // Two idle connections in the pool, then PostgreSQL ends them (as a restart or an operator would).
    await Promise.all([database.db.execute(sql`select 1`), database.db.execute(sql`select 2`)]);
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
    const { rows } = await killer.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
      [await currentDatabaseName(database)],
    );
    await killer.end();
    expect(rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const result = await database.db.execute(sql`select 41 + 1 as answer`);
    expect((result as unknown as { rows: { answer: number }[] }).rows[0]?.answer).toBe(42);
  });
});

async function currentDatabaseName(database: TDatabase): Promise<string> {
  const result = await database.db.execute(sql`select current_database() as name`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
}
