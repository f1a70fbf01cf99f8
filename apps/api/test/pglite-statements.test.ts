import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from '@/core/db/pglite-statements';

// The embedded database's own layer: the PostgreSQL run (API_TEST_BACKEND=pg) has nothing to add.
describe.skipIf(process.env.API_TEST_BACKEND === 'pg')(
  'statements prepared once in the embedded database',
  () => {
    // One database for the file (each start costs seconds); each test starts from an empty table and
    // no prepared statements, with a layer of its own.
    let client: PGlite;
    beforeAll(async () => {
      client = await PGlite.create();
    });
    afterAll(async () => {
      await client.close();
    });

    async function open(limit?: number): Promise<PGlite> {
      await client.exec(`deallocate all; drop table if exists people; create table people (id serial primary key, name text unique not null,
      born date, tags text[], extra jsonb, seen timestamptz)`);
      return withPreparedStatements(client, limit);
    }

    async function prepared(): Promise<string[]> {
      // Read on the raw client with no parameters: the listing itself is not prepared.
      const { rows } = await client.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by statement',
      );
      return rows.map((row) => row.statement);
    }

    it('prepares a parameterised statement once and answers each run with its own values', async () => {
      const db = await open();
      const insert = `insert into people (name, born, tags, extra, seen) values ($1, $2, $3, $4, $5)
      returning id, name, born, tags, extra, seen`;
      const first = await db.query(insert, [
        'Ada',
        '1815-12-10',
        ['math', 'engines'],
        { notes: 'first' },
        new Date('2026-11-28T10:00:00Z'),
      ]);
      const second = await db.query(insert, ['Grace', null, [], null, null]);
      expect(first.rows[0]).toEqual({
        id: 1,
        name: 'Ada',
        born: new Date('1815-12-10T00:00:00Z'),
        tags: ['math', 'engines'],
        extra: { notes: 'first' },
        seen: new Date('2026-11-28T10:00:00Z'),
      });
      expect(second.rows[0]).toMatchObject({ id: 2, name: 'Grace', born: null, tags: [], extra: null });
      expect(await prepared()).toEqual([insert]);
    });

    it("keeps drizzle's row mode and parsers", async () => {
      const db = await open();
      await db.query('insert into people (name, seen) values ($1, $2)', ['Ada', '2026-11-28T10:00:00Z']);
      const result = await db.query('select name, seen from people where name = $1', ['Ada'], {
        rowMode: 'array',
        parsers: { 1184: (value: string) => `raw:${value}` },
      });
      expect(result.rows).toEqual([['Ada', 'raw:2026-11-28 10:00:00+00']]);
      expect(result.fields.map((field) => field.name)).toEqual(['name', 'seen']);
    });

    it('reads a long answer whole, other alphabets included, and still notifies listeners', async () => {
      const db = await open();
      const name = 'Zoë Ødegård 山田 ' + 'x'.repeat(2000);
      await db.query('insert into people (name) select $1 || n from generate_series(1, 3000) n', [name]);
      const { rows } = await db.query<{ name: string }>(
        'select name from people where id > $1 order by id',
        [0],
      );
      expect(rows).toHaveLength(3000);
      expect(rows[0].name).toBe(`${name}1`);
      expect(rows[2999].name).toBe(`${name}3000`);
      const heard: string[] = [];
      await client.listen('changes', (payload) => heard.push(payload));
      await db.query('select pg_notify($1, $2)', ['changes', 'Zoë']);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard).toEqual(['Zoë']);
      await client.query('unlisten changes');
    });

    it('runs statements without parameters as before, several commands included', async () => {
      const db = await open();
      const results = await db.exec('select 1 as a; select 2 as b');
      expect(results.map((result) => result.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
      expect((await db.query('select count(*)::int as n from people')).rows).toEqual([{ n: 0 }]);
      expect(await prepared()).toEqual([]);
    });

    it('reports a failing statement with its code, keeps it out and goes on answering', async () => {
      const db = await open();
      await expect(db.query('select nope from people where id = $1', [1])).rejects.toMatchObject({
        code: '42703',
      });
      const insert = 'insert into people (name) values ($1)';
      await db.query(insert, ['Ada']);
      await expect(db.query(insert, ['Ada'])).rejects.toMatchObject({ code: '23505' });
      expect((await db.query('select name from people where id > $1', [0])).rows).toEqual([{ name: 'Ada' }]);
      expect(await prepared()).toEqual([insert, 'select name from people where id > $1']);
    });

    it("runs a transaction's statements inside it: a rollback undoes them, others wait for it", async () => {
      const db = await open();
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const transaction = db.transaction(async (tx) => {
        await tx.query('insert into people (name) values ($1)', ['Inside']);
        const seen = await tx.query<{ n: number }>(
          'select count(*)::int as n from people where id > $1',
          [0],
        );
        await held;
        await tx.rollback();
        return seen.rows[0].n;
      });
      // Sent while the transaction is open: it must neither see nor join the transaction.
      const outside = db.query<{ n: number }>('select count(*)::int as n from people where id > $1', [0]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      expect(await transaction).toBe(1);
      expect((await outside).rows[0].n).toBe(0);
      expect(
        (await db.query<{ n: number }>('select count(*)::int as n from people where id > $1', [0])).rows[0].n,
      ).toBe(0);
    });

    it('runs statements unnamed past its limit, still answering them', async () => {
      const db = await open(2);
      for (const n of [1, 2, 3, 4]) {
        const { rows } = await db.query<{ answer: number }>(`select $1::int * ${n} as answer`, [10]);
        expect(rows[0].answer).toBe(10 * n);
      }
      expect(await prepared()).toEqual(['select $1::int * 1 as answer', 'select $1::int * 2 as answer']);
      expect((await db.query<{ answer: number }>('select $1::int * 2 as answer', [5])).rows[0].answer).toBe(
        10,
      );
    });
  },
);
