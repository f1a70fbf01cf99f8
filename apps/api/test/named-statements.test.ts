import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createNamedStatementClient } from '@/core/db/named-statements';

const isPostgres = process.env.API_TEST_BACKEND === 'pg';

type TClient = InstanceType<typeof pg.Client>;

describe.runIf(isPostgres)('statements prepared once per PostgreSQL connection', () => {
  let client: TClient | undefined;
  afterEach(async () => {
    await client?.end();
    client = undefined;
  });

  async function connect(limit?: number): Promise<TClient> {
    const Client = createNamedStatementClient(pg, limit);
    client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return client;
  }

  async function prepared(connection: TClient): Promise<string[]> {
    const { rows } = await connection.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    return rows.map((row) => row.statement);
  }

  it('prepares a parameterised statement once and answers each run with its own values', async () => {
    const connection = await connect();
    // As drizzle calls it (values beside the config) and as a config holding its values.
    const first = await connection.query({ text: 'select $1::int + 1 as answer' }, [41]);
    const second = await connection.query({ text: 'select $1::int + 1 as answer', values: [1] });
    expect(first.rows[0]).toEqual({ answer: 42 });
    expect(second.rows[0]).toEqual({ answer: 2 });
    expect(await prepared(connection)).toEqual(['select $1::int + 1 as answer']);
  });

  it('runs a statement without parameters as before, several commands included (migrations)', async () => {
    const connection = await connect();
    const results = (await connection.query('select 1 as a; select 2 as b')) as unknown as pg.QueryResult[];
    expect(results.map((result) => result.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(await prepared(connection)).toEqual([]);
  });

  it('runs statements unnamed past its limit, still answering them', async () => {
    const connection = await connect(2);
    for (const n of [1, 2, 3, 4]) {
      const { rows } = await connection.query({ text: `select $1::int * ${n} as answer` }, [10]);
      expect(rows[0]).toEqual({ answer: 10 * n });
    }
    // The first two kept, then the same text again still uses its prepared statement.
    expect(await prepared(connection)).toEqual([
      'select $1::int * 1 as answer',
      'select $1::int * 2 as answer',
    ]);
    const again = await connection.query({ text: 'select $1::int * 2 as answer' }, [5]);
    expect(again.rows[0]).toEqual({ answer: 10 });
  });
});
