import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '@/app';
import { loadConfig, type TConfig } from '@/config';
import type { TDb } from '@/core/db/client';
import { JOBS, createAppContext } from '@/compose';
import { createJobOwner, registerJobs, runJobs, type TJobOutcome } from '@/core/jobs/scheduler';
import { checkAtomicity, isAtomicityChecked } from './atomicity';
import { TEST_ADMIN_PASSWORD } from './constants';
import { openTestDatabase, type TTestDatabaseOptions } from './test-db';

/** One statement sent to the database, with the values bound to its `$n` parameters. */
export type TCapturedQuery = { sql: string; params: unknown[] };

export type TTestApp = {
  app: FastifyInstance;
  db: TDb;
  config: TConfig;
  /** Every log line written so far (only when `captureLogs` was asked for). */
  logs: string[];
  /** The SQL statements `run` sent to the database (what a request costs). */
  captureStatements: (run: () => Promise<unknown>) => Promise<string[]>;
  /** The same, each with its parameters (to EXPLAIN a statement as it ran). */
  captureQueries: (run: () => Promise<unknown>) => Promise<TCapturedQuery[]>;
  /**
   * Runs the background jobs once, as `npm run jobs -- --now` does: every job (or the named ones),
   * due or not, with the clock at `now`, as a process of its own (`owner`).
   */
  runJobs: (now: Date, options?: { names?: string[]; owner?: string }) => Promise<TJobOutcome[]>;
  close: () => Promise<void>;
};

export type TCreateTestAppOptions = {
  env?: Record<string, string>;
  captureLogs?: boolean;
  /** Runs on the built app before it is ready: a test's own hooks and routes go here. */
  prepare?: (app: FastifyInstance) => void | Promise<void>;
  /** Database options: a smaller back-pressure queue, a statement timeout. */
  database?: TTestDatabaseOptions;
};

/**
 * The whole app on a real database with migrations applied and the demo data seeded (see
 * openTestDatabase). Tests inside a file share it, so they use random emails and client addresses
 * instead of truncating tables.
 */
export async function createTestApp({
  env = {},
  captureLogs = false,
  prepare,
  database: databaseOptions = {},
}: TCreateTestAppOptions = {}): Promise<TTestApp> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'docapply-api-'));
  const config = loadConfig({
    cwd,
    env: {
      DATA_DIR: path.join(cwd, 'data'),
      TOKEN_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: captureLogs ? 'debug' : 'silent',
      DEMO_PASSWORD: TEST_ADMIN_PASSWORD,
      // A busy test machine lags; overload refusal has a test of its own (overload.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Tests run the background jobs themselves, with a chosen clock (modules/jobs).
      JOBS_TICK_MS: '0',
      ...env,
    },
  });
  let statements: TCapturedQuery[] | null = null;
  const database = await openTestDatabase({
    // As the server runs it (db/back-pressure.ts), with room for any test's burst of requests.
    backPressure: { maxQueue: 10_000 },
    ...databaseOptions,
    onQuery: (sql, params) => statements?.push({ sql, params }),
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const app = await buildApp({ config, db: database.db, logStream });
  const captureQueries = async (run: () => Promise<unknown>): Promise<TCapturedQuery[]> => {
    statements = [];
    try {
      await run();
      return statements;
    } finally {
      statements = null;
    }
  };
  await prepare?.(app);
  await app.ready();
  // The files test/atomicity-files.ts lists only (test/atomicity-setup.ts provides where they record).
  const stopAtomicityCheck = isAtomicityChecked()
    ? await checkAtomicity(app, database.db, inject('apiAtomicityRecord'))
    : null;
  const jobsContext = createAppContext({ config, db: database.db, log: app.log });
  return {
    app,
    db: database.db,
    config,
    logs,
    captureStatements: async (run) => (await captureQueries(run)).map((query) => query.sql),
    captureQueries,
    runJobs: async (now, { names, owner = createJobOwner() } = {}) => {
      const jobs = names ? JOBS.filter((job) => names.includes(job.name)) : JOBS;
      await registerJobs(database.db, jobs);
      return runJobs(jobsContext, jobs, { owner, now, force: true });
    },
    close: async () => {
      await stopAtomicityCheck?.();
      await jobsContext.mailer.stop();
      await jobsContext.live.close();
      await app.close();
      await database.close();
      rmSync(cwd, { recursive: true, force: true });
    },
  };
}
