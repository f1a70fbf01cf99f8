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

const decoder = new TextDecoder();
/** Prepared statements' texts by name (the unnamed one is ''), and the text the next Execute runs. */
const statementTexts = new Map<string, string>();
let boundText = '';

/** The null-terminated strings at the start of a message's body. */
function cStrings(body: Uint8Array, count: number): string[] {
  const strings: string[] = [];
  let start = 0;
  while (strings.length < count) {
    const end = body.indexOf(0, start);
    strings.push(decoder.decode(body.subarray(start, end)));
    start = end + 1;
  }
  return strings;
}

/**
 * The statements in a frontend message buffer: each Execute ('E') and simple Query ('Q') message,
 * with its text (from the Parse and Bind before it), so that background work can be left out.
 */
function countProtocolStatements(message: Uint8Array): void {
  for (let offset = 0; offset + 5 <= message.length;) {
    const type = String.fromCharCode(message[offset]);
    const length = new DataView(message.buffer, message.byteOffset + offset + 1, 4).getInt32(0);
    const body = message.subarray(offset + 5, offset + 1 + length);
    if (type === 'P') {
      const [name, text] = cStrings(body, 2);
      statementTexts.set(name, text);
    } else if (type === 'B') {
      boundText = statementTexts.get(cStrings(body, 2)[1]) ?? '';
    } else if (type === 'E') {
      count(boundText);
    } else if (type === 'Q') {
      count(cStrings(body, 1)[0]);
    }
    offset += 1 + length;
  }
}

/**
 * PGlite: every statement reaches its PostgreSQL as wire-protocol messages, whether PGlite's own
 * `query` sends them (one call per message) or the app's prepared-statement layer (one call per
 * statement, raw): each Execute or simple Query message is one statement.
 */
export function countPgliteStatements(client: PGlite): void {
  const stream = client.execProtocolStream.bind(client);
  client.execProtocolStream = ((message: Uint8Array, options) => {
    countProtocolStatements(message);
    return stream(message, options);
  }) as PGlite['execProtocolStream'];
  // The app's prepared statements (db/pglite-statements.ts) send theirs here.
  const rawStream = client.execProtocolRawStream.bind(client);
  client.execProtocolRawStream = ((message: Uint8Array, options) => {
    countProtocolStatements(message);
    return rawStream(message, options);
  }) as PGlite['execProtocolRawStream'];
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
