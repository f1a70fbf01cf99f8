// SQL statements per request, counted in this process: the app is built from the sources on the
// seeded database (as bench-queue.ts does) and the driver's query calls are counted while one
// request runs, the requests one at a time. The app's own background work (the mail sender polls
// mail_outbox every few seconds; the hourly cleanup does not run this early) is left out by its
// table. AsyncLocalStorage cannot tell them apart: Fastify's inject does not carry the caller's
// async context into the request.
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

const BACKGROUND = /mail_outbox/i;
let counted: number | null = null;

function count(statement: unknown): void {
  const text =
    typeof statement === 'string' ? statement : String((statement as { text?: unknown } | null)?.text ?? '');
  if (counted !== null && !BACKGROUND.test(text)) {
    counted++;
  }
}

let isPgPatched = false;

/** node-postgres: Pool.query hands each statement to Client.query, where it is counted once. */
export function countPostgresStatements(): void {
  if (isPgPatched) {
    return;
  }
  isPgPatched = true;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count(args[0]);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

/** PGlite: drizzle calls `query` on the client, or on the transaction's own object. */
export function countPgliteStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => {
    count(args[0]);
    return query(...args);
  }) as PGlite['query'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((...args: Parameters<typeof tx.query>) => {
        count(args[0]);
        return txQuery(...args);
      }) as typeof tx.query;
      return callback(tx);
    })) as PGlite['transaction'];
}

/** Statements per request, and the median time of one request alone (in this process). */
export type TStatementCount = { median: number; min: number; max: number; aloneMs: number };

/** Statements of `runs` sequential requests after two unmeasured ones (caches, prepared plans). */
export async function countStatementsPerRequest(
  app: FastifyInstance,
  request: { url: string; headers: Record<string, string> },
  runs = 5,
): Promise<TStatementCount> {
  await app.ready();
  const counts: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    counted = 0;
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: request.url, headers: request.headers });
    const ms = performance.now() - started;
    const statements = counted;
    counted = null;
    if (response.statusCode !== 200) {
      throw new Error(`${request.url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    if (i >= 2) {
      counts.push(statements);
      times.push(ms);
    }
  }
  counts.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const middle = Math.floor(counts.length / 2);
  return { median: counts[middle], min: counts[0], max: counts.at(-1) ?? 0, aloneMs: times[middle] };
}
