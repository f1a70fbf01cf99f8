import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { ConfigError, loadConfig, type TConfig } from '@/config';
import { openDatabase, type TDatabase } from '@/core/db/client';
import { DataDirLockedError, lockDataDir } from '@/core/db/data-lock';
import { formatCredentials, hasPlatformAdmin, seedIfEmpty, type TSeedCredential } from '@/core/db/seed';
import { findOldNodeProblem } from '@/lib/node-version';
import { LISTEN_BACKLOG } from '@/plugins/connections';

const SHUTDOWN_TIMEOUT_MS = 20_000;
const RESET_PASSWORD_COMMAND = 'npm run accounts:reset -- <email>';
const CREATE_ADMIN_COMMAND = 'npm run accounts:create -- --platform <email>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function loadConfigOrExit(): TConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      fail(error.message);
    }
    throw error;
  }
}

/** Where a start spends its time, printed with "Ready in": a restart after a crash must be quick. */
function createStopwatch() {
  let last = performance.now();
  // Node's own start (until it runs a script), the build `npm start` runs first when the sources are
  // newer (scripts/start.mjs measures it), then loading this bundle and the packages it imports.
  const nodeMs = performance.nodeTiming.bootstrapComplete;
  const buildMs = performance.getEntriesByName('docapply:build', 'measure')[0]?.duration ?? 0;
  const laps = [
    `node ${Math.round(nodeMs)} ms`,
    ...(buildMs >= 1 ? [`build ${Math.round(buildMs)} ms`] : []),
    `modules ${Math.round(last - nodeMs - buildMs)} ms`,
  ];
  return {
    lap: (label: string) => {
      const now = performance.now();
      laps.push(`${label} ${Math.round(now - last)} ms`);
      last = now;
    },
    summary: () => laps.join(', '),
  };
}

/** SIGINT/SIGTERM: requests in flight finish, then the database is checkpointed and the folder freed. */
function stopOnSignals(app: FastifyInstance, database: TDatabase, releaseLock: (() => Promise<void>) | null) {
  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    isShuttingDown = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    // A request in flight at the signal keeps its connection alive once answered, and close() waits
    // for it (the keep-alive timeout, past the shutdown's): each connection is closed as it goes idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    try {
      await app.close();
      clearInterval(closeIdle);
      await database.close();
      await releaseLock?.();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * A start that fails after seeding (the port is taken, say) still shows the accounts it created:
 * they are in the database now, and no later start would print them.
 */
function reportFailedStart(error: unknown, credentials: TSeedCredential[] | null, config: TConfig): void {
  console.error('DocApply failed to start', error);
  if (credentials) {
    console.log(formatCredentials(credentials, config.ADMIN_URL));
    console.error(
      [
        'The demo accounts above were created by this start and will not be shown again: store them now.',
        `To give an account a new password later: ${RESET_PASSWORD_COMMAND}`,
      ].join('\n'),
    );
  }
}

async function main(): Promise<void> {
  const oldNode = findOldNodeProblem();
  if (oldNode) {
    fail(oldNode);
  }
  const config = loadConfigOrExit();
  const stopwatch = createStopwatch();
  // PGlite is single-process: hold the data folder before opening it.
  const releaseLock = config.DATABASE_URL
    ? null
    : await lockDataDir(config.DATA_DIR, (error) =>
        console.error(`Data folder lock lost: ${error.message}`),
      ).catch((error: unknown) => fail(error instanceof DataDirLockedError ? error.message : String(error)));
  stopwatch.lap('lock');
  const database = await openDatabase(config, {
    onConnectionError: (error) =>
      console.warn(`A database connection broke and will be reopened: ${error.message}`),
  });
  stopwatch.lap('database');
  let credentials: TSeedCredential[] | null = null;
  let app: FastifyInstance | null = null;
  try {
    await database.migrate();
    stopwatch.lap('migrations');
    // Production seeds no demo hospital or account (its first account: accounts:create).
    credentials = await seedIfEmpty(database.db, {
      demoPassword: config.DEMO_PASSWORD,
      withDemo: config.MODE === 'local',
    });
    stopwatch.lap('seed');
    app = await buildApp({ config, db: database.db });
    stopwatch.lap('app');
    stopOnSignals(app, database, releaseLock);
    await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
    stopwatch.lap('listen');
  } catch (error) {
    reportFailedStart(error, credentials, config);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await releaseLock?.();
    process.exit(1);
  }
  if (credentials) {
    console.log(formatCredentials(credentials, config.ADMIN_URL));
  }
  if (config.MODE === 'production' && !(await hasPlatformAdmin(database.db))) {
    console.log(`No platform administrator yet: run ${CREATE_ADMIN_COMMAND} to invite the first one.`);
  }
  console.log(
    [
      `DocApply (${config.MODE} mode) is running:`,
      `  Doctor portal  ${config.DOCTOR_URL}`,
      `  Admin site     ${config.ADMIN_URL}`,
      `  API            ${config.API_URL}  (docs: ${config.API_URL}/docs)`,
      `Ready in ${Math.round(process.uptime() * 1000)} ms (${stopwatch.summary()})`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('DocApply failed to start', error);
  process.exit(1);
});
