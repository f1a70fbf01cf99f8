import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { TConfig } from '@/config';
import type { TDb } from '@/core/db/client';
import type { TEventBus } from '@/core/events';
import type { TLiveBus } from '@/core/live/bus';
import type { TMailer } from '@/core/outbox/mailer';

/** The process's services: what every module needs, built once by app.ts (or a script). */
export type TAppContext = {
  config: TConfig;
  db: TDb;
  mailer: TMailer;
  /** Live updates: changes published with NOTIFY, heard by the open event streams. */
  live: TLiveBus;
  log: FastifyBaseLogger;
  /** Domain events: a module announces, others act in the same transaction (core/events.ts). */
  events: TEventBus;
};

/**
 * Who is making a change, from where, in which request, at which clock: one per request (entered
 * by app.ts's first hook), or a system context for a job or a script (runAsSystem). Services read
 * it through getRequestContext instead of having an address or a delegate passed down by hand, so
 * nothing behaves differently because a job rather than a request made the change.
 */
export type TRequestContext = {
  /** Absent only in the database layer's own tests, which run statements without an app. */
  app: TAppContext | undefined;
  /** The request's id (x-request-id), or `system:<name>:<uuid>` for a job or a script. */
  requestId: string;
  /** The client's address (behind TRUST_PROXY, the forwarded one); null for the system. */
  ip: string | null;
  /** The client's User-Agent header as sent (a session records it); null for the system. */
  userAgent: string | null;
  /** The signed-in account the request acts as (the doctor, for a delegate acting for one). */
  userId: string | null;
  /** The delegate entering a doctor's changes (issue 16): named on every audit row they cause. */
  enteredById: string | null;
  /** The clock a change is read at: a job's own run time (a test's chosen day), else the real one. */
  now: () => Date;
  /** Aborted when the request's client has gone before its answer was written. */
  signal: AbortSignal | undefined;
  /** PostgreSQL connections serving the request now (their query is cancelled on abort). */
  clients: Set<pg.PoolClient>;
};

const storage = new AsyncLocalStorage<TRequestContext>();
/** A request's context, kept on the request object itself (cheaper than a WeakMap per request). */
const CONTEXT = Symbol('requestContext');
type TContextHolder = { [CONTEXT]?: TRequestContext };

const readClock = () => new Date();

/** The context of the code running now, or undefined outside any request, job or script. */
export function findRequestContext(): TRequestContext | undefined {
  return storage.getStore();
}

/** The clock of the code running now: a job's run time (a test's chosen day), else the real one. */
export const readNow = (): Date => findRequestContext()?.now() ?? new Date();

/** The address of the request running now (behind TRUST_PROXY, the forwarded one); null for the system. */
export function currentIp(): string | null {
  return findRequestContext()?.ip ?? null;
}

/** The User-Agent of the request running now; null for the system. */
export function currentUserAgent(): string | null {
  return findRequestContext()?.userAgent ?? null;
}

/**
 * The app's services from the running context. Outside a request, a job or a script (runAsSystem)
 * there is none: a programming error, thrown rather than silently skipping a mail or an event.
 */
export function getAppContext(): TAppContext {
  const app = storage.getStore()?.app;
  if (!app) {
    throw new Error('No app context: run this in a request, or in runAsSystem for a job or a script');
  }
  return app;
}

type TResponseEvents = NodeJS.EventEmitter & { writableFinished: boolean };
type TRequestInit = { app?: TAppContext; requestId?: string; ip?: string | null; userAgent?: string | null };

/**
 * A request's context. Its abort signal and its set of connections are made when first asked for:
 * a request that sends no statement (the guard answers from its caches) never needs them, and they
 * were a tenth of such a request's own cost.
 */
function createRequestContext(response: TResponseEvents, init: TRequestInit): TRequestContext {
  let controller: AbortController | null = null;
  let clients: Set<pg.PoolClient> | null = null;
  let isGone = false;
  // Work a request goes on with after its answer (a mail sent after the reply) is not abandoned.
  // `finish` as well as writableFinished: an injected response closes unfinished-looking.
  let isAnswered = false;
  response.on('finish', () => {
    isAnswered = true;
  });
  response.on('close', () => {
    if (!isAnswered && !response.writableFinished) {
      isGone = true;
      controller?.abort();
    }
  });
  return {
    app: init.app,
    requestId: init.requestId ?? randomUUID(),
    ip: init.ip ?? null,
    userAgent: init.userAgent ?? null,
    userId: null,
    enteredById: null,
    now: readClock,
    get signal() {
      if (!controller) {
        controller = new AbortController();
        if (isGone) {
          controller.abort();
        }
      }
      return controller.signal;
    },
    get clients() {
      clients ??= new Set();
      return clients;
    },
  };
}

/**
 * Runs `next` (the rest of a request's hooks and its handler) in the request's context, created on
 * the first call with a signal that aborts when the client goes away before the answer is written.
 * Called again after the body was read (its stream events run outside the request's context): the
 * same context is entered again, unless it is the one running already.
 */
export function enterRequestContext(
  request: object,
  response: TResponseEvents,
  next: () => void,
  init: TRequestInit = {},
): void {
  const holder = request as TContextHolder;
  let context = holder[CONTEXT];
  if (!context) {
    context = createRequestContext(response, init);
    holder[CONTEXT] = context;
  } else if (storage.getStore() === context) {
    next();
    return;
  }
  storage.run(context, next);
}

/** The guard names the account a request acts as, and the delegate behind it (issue 16). */
export function markActor(request: object, userId: string, enteredById: string | null = null): void {
  const context = (request as TContextHolder)[CONTEXT];
  if (context) {
    context.userId = userId;
    context.enteredById = enteredById;
  }
}

/**
 * Runs `work` as the system (a job, a script, the start-up): no user, no address, its own request
 * id, and `now` as its clock when given (a job's run time).
 */
export function runAsSystem<T>(
  app: TAppContext,
  name: string,
  work: () => Promise<T>,
  now?: Date,
): Promise<T> {
  const context: TRequestContext = {
    app,
    requestId: `system:${name}:${randomUUID()}`,
    ip: null,
    userAgent: null,
    userId: null,
    enteredById: null,
    now: now ? () => now : readClock,
    signal: undefined,
    clients: new Set(),
  };
  return storage.run(context, work);
}
