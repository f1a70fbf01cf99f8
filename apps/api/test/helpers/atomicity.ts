import { appendFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { settleAfterAnswer } from '@/core/after-answer';
import type { TDb } from '@/core/db/client';
import { createLiveBus } from '@/core/live/bus';
import { LIVE_CHANNEL } from '@/core/live/live-message';

/**
 * The atomicity check (of the files test/atomicity-files.ts lists): every request that changes data
 * is sent twice. First with a failure injected at its commit: a deferred constraint trigger on every
 * table raises when the transaction commits, so the change, its audit row, its outbox mail and its
 * live event must all be gone, and nothing else the request wrote may stay (the tables' contents
 * are compared before and after; no live event may be heard). Then it is sent for real and the
 * test goes on with that answer. A write outside the change's transaction shows up as a
 * difference: the change was not one transaction.
 */

/**
 * Written outside any change on purpose: abuse counters (a refused attempt must count although the
 * request fails) and the jobs' claims. They neither fail at commit nor count as differences.
 */
const UNCHECKED_TABLES = new Set(['auth_throttle', 'rate_limits', 'scheduled_jobs', '__drizzle_migrations']);
/** The sender marks mail sent on its own schedule: only which mails exist is compared. */
const OUTBOX_COLUMNS = '"to", subject, text';

/** Whether the running test file is one the check walks (test/atomicity-files.ts). */
export function isAtomicityChecked(): boolean {
  const file = path.basename(expect.getState().testPath ?? '', '.test.ts');
  return (inject('apiAtomicityFiles') ?? []).includes(file);
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type TTable = { name: string };

/** `METHOD /path/:param` of every route that may change data, from the app's own router's tree. */
function listMutatingRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) {
      continue;
    }
    // Each level of the tree is indented by four characters; a child's path follows its parent's.
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) {
      if (MUTATING.has(method)) {
        routes.push(`${method} ${stack.join('')}`);
      }
    }
  }
  return routes;
}

async function listTables(db: TDb): Promise<string[]> {
  const result = (await db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: TTable[] };
  return result.rows.map((row) => row.name).filter((name) => !UNCHECKED_TABLES.has(name));
}

/** Installs the failing trigger on every checked table (armed by a row in test_commit_failure). */
async function installCommitFailure(db: TDb, tables: string[]): Promise<void> {
  await db.execute(sql.raw(`create table if not exists test_commit_failure (armed boolean not null)`));
  await db.execute(
    sql.raw(`create or replace function test_fail_at_commit() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from test_commit_failure where armed) then
          raise exception 'failure injected at commit';
        end if;
        return null;
      end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create constraint trigger test_fail_at_commit after insert or update or delete on "${table}"
        deferrable initially deferred for each row execute function test_fail_at_commit()`),
    );
  }
}

/** One digest per table of its whole contents (tests' databases are small). */
async function digestTables(db: TDb, tables: string[]): Promise<Record<string, string>> {
  const parts = tables.map((table) => {
    const row = table === 'mail_outbox' ? `(t.${OUTBOX_COLUMNS.replaceAll(', ', ', t.')})::text` : 't::text';
    return `select '${table}' as name, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest from "${table}" t`;
  });
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}

/**
 * Sends every request that changes data twice (see above) and records which were checked in
 * `recordFile` (method and URL, one per line), for the coverage summary of the project.
 */
export async function checkAtomicity(
  app: FastifyInstance,
  db: TDb,
  recordFile: string | undefined,
): Promise<() => Promise<void>> {
  const tables = await listTables(db);
  if (recordFile) {
    appendFileSync(`${recordFile}.routes`, listMutatingRoutes(app).join('\n') + '\n');
  }
  await installCommitFailure(db, tables);
  const live = createLiveBus(db, app.log);
  const heard: string[] = [];
  let sentinel: { id: string; arrived: () => void } | null = null;
  const unsubscribe = await live.subscribe({
    onMessage: (message) => {
      if (sentinel && message.id === sentinel.id) {
        sentinel.arrived();
      } else {
        heard.push(message.id);
      }
    },
    onResync: () => undefined,
  });
  /** Resolves once every NOTIFY committed before it was heard (notifications arrive in order). */
  const drainLiveEvents = async () => {
    const id = `sentinel-${randomUUID()}`;
    const arrived = new Promise<void>((resolve) => {
      sentinel = { id, arrived: resolve };
    });
    const message = {
      id,
      kind: 'comment',
      applicationId: randomUUID(),
      hospitalId: randomUUID(),
      doctorId: randomUUID(),
      isDraft: true,
    };
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
    await arrived;
    sentinel = null;
  };
  const setArmed = async (armed: boolean) => {
    await db.execute(sql`delete from test_commit_failure`);
    await db.execute(sql`insert into test_commit_failure values (${armed})`);
  };

  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const method = typeof options === 'string' ? 'GET' : (options.method ?? 'GET').toUpperCase();
    if (!MUTATING.has(method)) {
      return inject(options);
    }
    await drainLiveEvents();
    heard.length = 0;
    const before = await digestTables(db, tables);
    await setArmed(true);
    try {
      await inject(options);
      // What the request started after its answer (a password reset's link) fails at commit too.
      await settleAfterAnswer();
    } finally {
      await setArmed(false);
    }
    await drainLiveEvents();
    const left = changedTables(before, await digestTables(db, tables));
    const url = typeof options === 'string' ? options : String(options.url ?? options.path ?? '');
    expect(
      { request: `${method} ${url}`, leftBehind: left, liveEvents: heard.length },
      'a change whose commit failed must leave nothing behind',
    ).toEqual({ request: `${method} ${url}`, leftBehind: [], liveEvents: 0 });
    const response = await inject(options);
    await settleAfterAnswer();
    if (recordFile && response.statusCode < 300) {
      // Checked when the real request changed data (a change made after its answer, as a password
      // reset's, included): its failed twin left nothing behind.
      await drainLiveEvents();
      const wrote = changedTables(before, await digestTables(db, tables)).length > 0;
      appendFileSync(wrote ? recordFile : `${recordFile}.unchanged`, `${method} ${url.split('?')[0]}\n`);
    }
    return response;
  };
  (app as { inject: unknown }).inject = checked;
  return async () => {
    unsubscribe();
    await live.close();
  };
}
