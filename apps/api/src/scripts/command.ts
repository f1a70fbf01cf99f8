// What the command-line scripts (`npm run accounts:reset`, `npm run jobs`) share: the server's
// configuration and the database it uses, held so a running server and a script never share the
// embedded database's folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAppContext } from '@/compose';
import { ConfigError, loadConfig, type TConfig } from '@/config';
import type { TAppContext } from '@/core/context';
import { openDatabase, type TDatabase } from '@/core/db/client';
import { DataDirLockedError, lockDataDir } from '@/core/db/data-lock';
import { createLogger } from '@/logger';

/** A failure the person can act on: printed as it is, without a stack. */
export class CommandError extends Error {}

export function loadConfigOrFail(): TConfig {
  try {
    return loadConfig();
  } catch (error) {
    throw error instanceof ConfigError ? new CommandError(error.message) : error;
  }
}

async function holdDataDir(
  config: TConfig,
  isNewDatabaseAllowed: boolean,
): Promise<(() => Promise<void>) | null> {
  if (config.DATABASE_URL) {
    return null;
  }
  if (!isNewDatabaseAllowed && !existsSync(path.join(config.DATA_DIR, 'db'))) {
    throw new CommandError(
      `There is no database in ${config.DATA_DIR} yet: start the server once (npm start).`,
    );
  }
  try {
    return await lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new CommandError(
        `A DocApply server is running on ${config.DATA_DIR}: stop the server first, then run this again.`,
      );
    }
    throw error;
  }
}

/**
 * Opens the server's database (the embedded one in DATA_DIR, held; or PostgreSQL, which a running
 * server may share), applies the migrations the server would, runs `work`, and closes it.
 * `isNewDatabaseAllowed`: a command that fills a database (restore) may create the embedded one.
 */
export async function withServerDatabase<T>(
  work: (database: TDatabase, config: TConfig) => Promise<T>,
  { isNewDatabaseAllowed = false }: { isNewDatabaseAllowed?: boolean } = {},
): Promise<T> {
  const config = loadConfigOrFail();
  const release = await holdDataDir(config, isNewDatabaseAllowed);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await work(database, config);
  } finally {
    await database.close();
    await release?.();
  }
}

/**
 * withServerDatabase, with the process's services on it (the mailer, the live bus) for a command
 * that sends mail or runs jobs: `work` flushes the mail it must see sent; the mailer stops and the
 * bus closes however it ends. The server's info lines are noise here, so the log says warnings
 * only, unless `showsMail` and there is no mail server: local mode then prints each mail in the
 * log at info, and the person needs to see it.
 */
export async function withCommandContext<T>(
  work: (ctx: TAppContext) => Promise<T>,
  { showsMail = false }: { showsMail?: boolean } = {},
): Promise<T> {
  return withServerDatabase(async ({ db }, config) => {
    const isQuiet = config.LOG_LEVEL === 'info' && !(showsMail && !config.SMTP_URL);
    const log = createLogger({
      LOG_LEVEL: isQuiet ? 'warn' : config.LOG_LEVEL,
    }) as unknown as FastifyBaseLogger;
    const ctx = createAppContext({ config, db, log });
    try {
      return await work(ctx);
    } finally {
      await ctx.mailer.stop();
      await ctx.live.close();
    }
  });
}

/** Runs a script's main function and exits 0, or 1 with its message. */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof CommandError ? error.message : error);
      process.exit(1);
    },
  );
}

/**
 * `<file> [--force]`, the arguments of backup and restore, or the usage line and exit 1. A relative
 * path is taken from the folder `npm run` was typed in (npm starts the script in the repository).
 */
export function readFileArguments(usage: string): { file: string; isForced: boolean } {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => arg !== '--force');
  if (names.length !== 1 || names[0].startsWith('-') || names[0].trim() === '') {
    console.error(`Usage: ${usage}`);
    process.exit(1);
  }
  return {
    file: path.resolve(process.env.INIT_CWD ?? process.cwd(), names[0]),
    isForced: args.includes('--force'),
  };
}
