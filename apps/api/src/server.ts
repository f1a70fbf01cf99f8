import { buildApp } from '@/app';
import { ConfigError, loadConfig, type TConfig } from '@/config';
import { openDatabase } from '@/db/client';
import { DataDirLockedError, lockDataDir } from '@/db/data-lock';
import { formatCredentials, seedIfEmpty } from '@/db/seed';

const SHUTDOWN_TIMEOUT_MS = 20_000;

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

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // PGlite is single-process: hold the data folder before opening it.
  const releaseLock = config.DATABASE_URL
    ? null
    : await lockDataDir(config.DATA_DIR, (error) =>
        console.error(`Data folder lock lost: ${error.message}`),
      ).catch((error: unknown) => fail(error instanceof DataDirLockedError ? error.message : String(error)));
  const database = await openDatabase(config);
  await database.migrate();
  const credentials = await seedIfEmpty(database.db, { demoPassword: config.DEMO_PASSWORD });
  const app = await buildApp({ config, db: database.db });

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    isShuttingDown = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping`);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
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

  await app.listen({ port: config.PORT, host: config.HOST });
  if (credentials) {
    console.log(formatCredentials(credentials, config.ADMIN_URL));
  }
  console.log(
    [
      `DocApply (${config.MODE} mode) is running:`,
      `  Doctor portal  ${config.DOCTOR_URL}`,
      `  Admin site     ${config.ADMIN_URL}`,
      `  API            ${config.API_URL}  (docs: ${config.API_URL}/docs)`,
      `Ready in ${Math.round(process.uptime() * 1000)} ms`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('DocApply failed to start', error);
  process.exit(1);
});
