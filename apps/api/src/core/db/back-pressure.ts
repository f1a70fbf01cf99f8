import { AsyncResource } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PQueue from 'p-queue';
import { findRequestContext, type TRequestContext } from '@/core/context';
import { AppError, DATABASE_BUSY_MESSAGE } from '@/lib/app-error';

/**
 * Back-pressure between requests and the database: a bounded wait for a connection (503 when
 * full, instead of a queue that grows until nobody is answered), and the work of a request whose
 * client has gone is dropped (PGlite: before it starts; PostgreSQL: its running query cancelled).
 */
export type TBackPressure = {
  /** At most this many statements wait for the database; more are refused at once. */
  maxQueue: number;
};

/**
 * What the metrics read of a guarded database (plugins/metrics.ts): how many statements (PGlite)
 * or requests for a connection (PostgreSQL) wait now, and each wait's length as it ends.
 */
export type TDatabasePressure = {
  waiting: () => number;
  /** Set by the metrics when they are on; called with the seconds a statement waited. */
  onWait: ((seconds: number) => void) | null;
};
const PRESSURE = new WeakMap<object, TDatabasePressure>();

/** The pressure of the database behind drizzle's `$client`, when db/client.ts guarded it. */
export function findDatabasePressure(client: unknown): TDatabasePressure | undefined {
  return typeof client === 'object' && client !== null ? PRESSURE.get(client) : undefined;
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;

function busy(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', { message: DATABASE_BUSY_MESSAGE });
}

function cancelled(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', { message: 'The request was cancelled.' });
}

/** Resolves after the event loop has turned once: I/O and timers that were waiting have run. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * PGlite runs one statement at a time in this process. Statements (and whole transactions) wait
 * in a bounded queue of our own, so a storm is refused early and a statement of a request that
 * was abandoned is never run. Statements inside a transaction use its own handle, not the queue.
 *
 * PGlite's work is synchronous: without a pause, each statement would start in the microtask of
 * the one before, and the event loop would not turn until the queue was empty (new requests, the
 * close of a client that left, timers, all waiting behind up to DB_MAX_QUEUE statements). Each
 * statement therefore starts on a turn of its own, and checks then whether its client is still there.
 */
export function guardPglite(client: PGlite, { maxQueue }: TBackPressure): PGlite {
  const queue = new PQueue({ concurrency: 1 });
  const pressure: TDatabasePressure = { waiting: () => queue.size, onWait: null };
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const signal = findRequestContext()?.signal;
    if (signal?.aborted) {
      return Promise.reject(cancelled());
    }
    if (queue.size >= maxQueue) {
      return Promise.reject(busy());
    }
    const queuedAt = performance.now();
    // Bound to the caller's context: the queue starts a job from the end of the one before it, so
    // a transaction's work would otherwise read that other request's context (its address, its actor).
    const run = AsyncResource.bind(async () => {
      await nextTurn();
      pressure.onWait?.(secondsSince(queuedAt));
      if (signal?.aborted) {
        throw cancelled();
      }
      return work();
    });
    return queue.add(run, { signal }).catch((error: unknown) => {
      throw signal?.aborted ? cancelled() : error;
    });
  };
  const guarded = new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query' || property === 'exec' || property === 'transaction') {
        const method = Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => enqueue(() => method.apply(target, args));
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  PRESSURE.set(guarded, pressure);
  return guarded;
}

/**
 * A pg pool whose wait for a connection is bounded, and whose connections remember the request
 * they serve, so a request abandoned by its client has its running query cancelled, and one
 * abandoned while it waited for a connection never runs its statement.
 */
export function createGuardedPool(
  driver: typeof pg,
  config: pg.PoolConfig,
  { maxQueue }: TBackPressure,
): pg.Pool {
  const pool = new driver.Pool(config);
  const pressure: TDatabasePressure = { waiting: () => pool.waitingCount, onWait: null };
  PRESSURE.set(pool, pressure);
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const owners = new WeakMap<pg.PoolClient, TRequestContext>();

  // One abort listener per request, however many connections it takes in turn: it cancels the
  // query of each connection that still serves the request when its client goes away.
  const watched = new WeakSet<TRequestContext>();
  function track(client: pg.PoolClient | undefined, scope: TRequestContext | undefined): void {
    // A job's or a script's context has no client to lose: nothing to watch.
    if (!client || !scope?.signal) {
      return;
    }
    const signal = scope.signal;
    owners.set(client, scope);
    scope.clients.add(client);
    if (watched.has(scope)) {
      return;
    }
    watched.add(scope);
    signal.addEventListener(
      'abort',
      () => {
        for (const owned of scope.clients) {
          // Only while the connection still serves this request (a released one serves another).
          if (owners.get(owned) === scope) {
            cancelQuery(driver, config, owned);
          }
        }
      },
      { once: true },
    );
  }
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient) => {
    owners.get(client)?.clients.delete(client);
    owners.delete(client);
  });

  // pool.query() acquires through connect() with a callback; drizzle's transactions with a promise.
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    const scope = findRequestContext();
    const refusal = scope?.signal?.aborted ? cancelled() : pool.waitingCount >= maxQueue ? busy() : null;
    const askedAt = performance.now();
    if (callback) {
      if (refusal) {
        process.nextTick(() => callback(refusal));
        return undefined;
      }
      return connect((error, client, done) => {
        pressure.onWait?.(secondsSince(askedAt));
        // The client left while this request waited for a connection: it goes back unused.
        if (client && scope?.signal?.aborted) {
          client.release();
          callback(cancelled());
          return;
        }
        track(client, scope);
        callback(error, client, done);
      });
    }
    if (refusal) {
      return Promise.reject(refusal);
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      pressure.onWait?.(secondsSince(askedAt));
      if (scope?.signal?.aborted) {
        client.release();
        throw cancelled();
      }
      track(client, scope);
      return client;
    });
  };
  return pool;
}

/** What pg keeps of a connection that a cancel request needs (not in its typings). */
type TPgClientInternals = {
  processID: number;
  secretKey: number;
  _getActiveQuery?: () => unknown;
};
type TPgConnection = {
  connect: (port: number | string, host: string) => void;
  on: (event: 'connect' | 'error', listener: (...args: unknown[]) => void) => void;
  cancel: (processId: number, secretKey: number) => void;
  end: () => void;
};

/**
 * PostgreSQL's cancel request for the statement a connection runs, sent on a connection of its own
 * (the pool may be full), as pg's `Client.cancel` does without its deprecated `activeQuery` read.
 */
function cancelQuery(driver: typeof pg, config: pg.PoolConfig, client: pg.PoolClient): void {
  const internals = client as unknown as TPgClientInternals;
  if (!internals._getActiveQuery?.()) {
    return;
  }
  const canceller = new driver.Client(config) as unknown as {
    host: string;
    port: number;
    connection: TPgConnection;
  };
  const connection = canceller.connection;
  connection.on('error', () => undefined);
  connection.on('connect', () => {
    connection.cancel(internals.processID, internals.secretKey);
  });
  connection.connect(canceller.port, canceller.host);
}
