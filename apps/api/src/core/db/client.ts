import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { isAppError } from '@/lib/app-error';
import { getMigrationsDir } from '@/lib/paths';
import { createGuardedPool, guardPglite, type TBackPressure } from './back-pressure';
import { createNamedStatementClient } from './named-statements';
import { withPreparedStatements } from './pglite-statements';
import { readEmptyImage } from './pglite-image';
import { SESSION_WRITE } from './session-writes';
import * as schema from '@/core/db/schema';

export type TSchema = typeof schema;
/** Both drivers' databases share this type, so services never know which one runs. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'pg';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const CASING = 'snake_case';
// Any number of API processes may start together against one PostgreSQL; one migrates at a time.
const MIGRATION_LOCK_ID = 4_206_180_001;

/** Sees every SQL statement the app sends, with its parameters (tests count a request's statements). */
export type TQueryListener = (query: string, params: unknown[]) => void;

const sessionWriteWatchers = new WeakMap<object, Set<() => void>>();

/**
 * Calls `listener` as this process sends a write to `users` or `revoked_tokens` on `db`, before it
 * runs: the session cache forgets what it kept at once, where the NOTIFY of migration 0015 arrives
 * only after the commit, and on PostgreSQL on another connection. Returns the unsubscribe, or null
 * for a database not opened here (nothing is watched: the caller must not keep sessions).
 */
export function watchSessionWrites(db: TDb, listener: () => void): (() => void) | null {
  const watchers = sessionWriteWatchers.get(db);
  if (!watchers) {
    return null;
  }
  watchers.add(listener);
  return () => watchers.delete(listener);
}

/** Drizzle's logger: the statement listener (tests count statements) and the session-write watch. */
function createLogger(onQuery: TQueryListener | undefined) {
  const watchers = new Set<() => void>();
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      onQuery?.(query, params);
      if (watchers.size > 0 && SESSION_WRITE.test(query)) {
        for (const watcher of watchers) {
          watcher();
        }
      }
    },
  };
  return { logger, register: (db: object) => sessionWriteWatchers.set(db, watchers) };
}

export type TPgliteOptions = {
  /** Folder to persist in; in memory when absent (tests). */
  dataDir?: string;
  /** A `dumpDataDir()` image to start from (tests: a migrated, seeded template loads in ms). */
  loadDataDir?: Blob;
  onQuery?: TQueryListener;
  /** A bounded queue in front of the one connection (the server; tests go without). */
  backPressure?: TBackPressure;
};

/**
 * PGlite's PostgreSQL keeps its shared memory inside the WebAssembly heap, where every page stays
 * resident: the stock settings, sized for a server with a hundred connections (128 MB of shared
 * buffers), cost the server about 120 MB of its 380 MB at rest. One connection needs far less;
 * pages not in shared buffers are read from the data files, which the operating system caches.
 * Durability is untouched (fsync, WAL and checkpoints as before). initdb gets the same sizes, so a
 * first start also builds its database with less memory (and writes them to postgresql.conf).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'max_connections=10'];
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])];
const PGLITE_INITDB_PARAMS = PGLITE_SETTINGS.flatMap((s) => ['-c', s]);

export async function openPglite({
  dataDir,
  loadDataDir,
  onQuery,
  backPressure,
}: TPgliteOptions = {}): Promise<TDatabase & { client: PGlite }> {
  // pg_trgm backs the name and email search (migration 0005).
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
    initDbStartParams: PGLITE_INITDB_PARAMS,
  });
  const prepared = withPreparedStatements(client);
  const guarded = backPressure ? guardPglite(prepared, backPressure) : prepared;
  const { logger, register } = createLogger(onQuery);
  const db = drizzlePglite({ client: guarded, schema, casing: CASING, logger });
  register(db);
  return {
    client,
    db: db as unknown as TDb,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: getMigrationsDir() }),
    close: async () => {
      if (client.closed) {
        return;
      }
      // Writes the WAL into the data files so the next start does not replay it.
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

export type TPostgresOptions = {
  poolSize?: number;
  onQuery?: TQueryListener;
  /** A bounded wait for a connection, and cancellation of an abandoned request's query. */
  backPressure?: TBackPressure;
  /** PostgreSQL stops any statement that runs longer (0: no limit). */
  statementTimeoutMs?: number;
  /** Told when an idle connection breaks (a restart of PostgreSQL); the pool opens a new one. */
  onConnectionError?: (error: Error) => void;
};

export async function openPostgres(
  connectionString: string,
  { poolSize = 10, onQuery, backPressure, statementTimeoutMs = 0, onConnectionError }: TPostgresOptions = {},
): Promise<TDatabase> {
  // The PostgreSQL driver is loaded only when used: the embedded default never needs it.
  const [{ default: driver }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const poolConfig: pg.PoolConfig = {
    connectionString,
    max: poolSize,
    Client: createNamedStatementClient(driver),
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  };
  const pool = backPressure
    ? createGuardedPool(driver, poolConfig, backPressure)
    : new driver.Pool(poolConfig);
  // Without a listener, a broken idle connection would be an uncaught error that ends the process.
  pool.on('error', (error) => onConnectionError?.(error));
  const { logger, register } = createLogger(onQuery);
  const db = drizzlePg({ client: pool, schema, casing: CASING, logger });
  register(db);
  let isClosed = false;
  return {
    db: db as unknown as TDb,
    kind: 'pg',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, casing: CASING }), { migrationsFolder: getMigrationsDir() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      if (!isClosed) {
        isClosed = true;
        await pool.end();
      }
    },
  };
}

type TDatabaseConfig = {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DB_MAX_QUEUE: number;
  DB_STATEMENT_TIMEOUT_MS: number;
  /** PostgreSQL only: the pool's connections (default 10). */
  DB_POOL_SIZE?: number;
};

/**
 * PGlite persisted in a folder; an empty folder starts from the build's empty cluster (no initdb in
 * the server). An image this PGlite cannot load (a build older than the installed package) is left
 * aside, the half-written folder emptied, and initdb runs as before.
 */
export async function openPgliteFolder(
  dataDir: string,
  options: Omit<TPgliteOptions, 'dataDir' | 'loadDataDir'> = {},
  imagePath?: string,
): Promise<TDatabase & { client: PGlite }> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const image = readEmptyImage(dataDir, imagePath);
  if (!image) {
    return openPglite({ ...options, dataDir });
  }
  try {
    return await openPglite({ ...options, dataDir, loadDataDir: image });
  } catch (error) {
    console.warn(`The built empty database could not be used (${String(error)}); creating one instead.`);
    rmSync(dataDir, { recursive: true, force: true });
    return openPglite({ ...options, dataDir });
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted in DATA_DIR/db. */
export function openDatabase(
  config: TDatabaseConfig,
  { onConnectionError }: Pick<TPostgresOptions, 'onConnectionError'> = {},
): Promise<TDatabase> {
  const backPressure = { maxQueue: config.DB_MAX_QUEUE };
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, {
        poolSize: config.DB_POOL_SIZE,
        backPressure,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
        onConnectionError,
      })
    : openPgliteFolder(path.join(config.DATA_DIR, 'db'), { backPressure });
}

/** False when the database does not answer; a refusal of back-pressure (busy, 503) is passed on. */
export async function isDatabaseReachable(db: TDb): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (isAppError(error) || isAppError(cause)) {
      throw error;
    }
    return false;
  }
}
