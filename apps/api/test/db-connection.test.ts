import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type TDatabase } from '@/core/db/client';
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

describe.runIf(isPostgres)('DB_POOL_SIZE', () => {
  let database: TDatabase;
  let url: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    const target = new URL(process.env.DATABASE_URL ?? '');
    target.pathname = `/${await currentDatabaseName(database)}`;
    url = target.toString();
  });
  afterAll(async () => {
    await database.close();
  });

  /** The PostgreSQL backends that answered six statements sent at once, each holding its connection. */
  async function backendsForSix(poolSize: number | undefined): Promise<number> {
    const opened = await openDatabase({
      DATABASE_URL: url,
      DATA_DIR: '',
      DB_MAX_QUEUE: 64,
      DB_STATEMENT_TIMEOUT_MS: 0,
      ...(poolSize === undefined ? {} : { DB_POOL_SIZE: poolSize }),
    });
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const result = await opened.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.3)`);
          return (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
        }),
      );
      return new Set(pids).size;
    } finally {
      await opened.close();
    }
  }

  it('bounds the connections a process opens (default 10)', async () => {
    expect(await backendsForSix(2)).toBe(2);
    expect(await backendsForSix(undefined)).toBe(6);
  });
});

async function currentDatabaseName(database: TDatabase): Promise<string> {
  const result = await database.db.execute(sql`select current_database() as name`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
}
