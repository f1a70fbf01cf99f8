import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { sqlInteger } from '@/core/db/literals';

describe('sqlInteger', () => {
  const dialect = new PgDialect();

  it('writes a whole number into the statement, not as a value', () => {
    const query = dialect.sqlToQuery(sql`select 1 limit ${sqlInteger(26)} offset ${sql`${5}`}`);
    expect(query.sql).toBe('select 1 limit 26 offset $1');
    expect(query.params).toEqual([5]);
  });

  it('refuses anything but a safe whole number', () => {
    for (const value of [1.5, Number.NaN, Infinity, 2 ** 60, '1; drop table users' as unknown as number]) {
      expect(() => sqlInteger(value)).toThrow(TypeError);
    }
  });
});
