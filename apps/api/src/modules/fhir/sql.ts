import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { MICROSECOND_ISO_FORMAT } from '@/lib/keyset-cursor';
import type { TCommonSearch } from './search-params';

/** Both drivers (PGlite and node-postgres) answer a raw query with `{ rows }`. */
export async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamptz as FHIR's instant, with PostgreSQL's microseconds (no rounding through a Date). */
export function instantOf(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(MICROSECOND_ISO_FORMAT)})`;
}

const OPERATORS = { gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** The walk's position and the ids asked for: tested before a page's rows are built. */
export function pageConditions(search: TCommonSearch): SQL[] {
  const conditions: SQL[] = [];
  if (search.after) {
    conditions.push(sql`id > ${search.after}::uuid`);
  }
  if (search.ids) {
    conditions.push(
      search.ids.length === 0
        ? sql`false`
        : sql`id in (${sql.join(
            search.ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
    );
  }
  return conditions;
}

/**
 * The `_lastUpdated` bounds on `last_updated`, compared with the instant at the microsecond
 * (`ge2026-01-01T10:00:00Z`, `gt…`).
 */
export function lastUpdatedConditions(search: TCommonSearch): SQL[] {
  return search.lastUpdated.map(
    (bound) => sql`last_updated ${sql.raw(OPERATORS[bound.op])} ${bound.at}::timestamptz`,
  );
}

/**
 * How many rows the inner walk may hand to the LATERAL answers: the page (and one more) when
 * nothing is tested after them, all of them when `_lastUpdated` needs the answers' time.
 */
export function innerLimit(search: TCommonSearch): SQL {
  return search.lastUpdated.length === 0 ? sql`limit ${search.count + 1}` : sql``;
}

export function whereAll(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** `a%` for LIKE, the user's own % and _ taken literally. */
export function startsWithPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
