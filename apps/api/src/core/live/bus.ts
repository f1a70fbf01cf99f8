import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { TDb } from '@/core/db/client';
import { SESSION_CHANGE_PAYLOAD, parseLiveMessage, type TLiveMessage } from './live-message';
import { createPgBus } from './pg-bus';
import { createPgliteBus } from './pglite-bus';

export type TLiveListener = {
  onMessage: (message: TLiveMessage) => void;
  /** Changes may have been missed (the listener's connection was lost meanwhile). */
  onResync: () => void;
  /** An account changed or a token was revoked, in any process (migration 0015's triggers). */
  onSessionChange?: () => void;
  /** The listener's connection was lost: nothing is heard until onResync. */
  onInterrupt?: () => void;
};

/**
 * The live events of this process: changes are published with NOTIFY in the changing transaction
 * (live-message.ts), and the bus listens to the channel and hands each event to the open streams.
 */
export type TLiveBus = {
  /** Resolves once the process listens, so nothing committed after it is missed. */
  subscribe: (listener: TLiveListener) => Promise<() => void>;
  /** How many listen now: the open event streams, and this process's session cache (metrics). */
  countListeners: () => number;
  close: () => Promise<void>;
};

/** How a bus listens: started on the first subscription, stopped on close. */
export type TLiveListening = { start: () => Promise<void>; stop: () => Promise<void> };

/**
 * What the listening side passes on: raw NOTIFY payloads, "the connection is lost" and, once it is
 * back, "you may have missed some".
 */
export type TLiveFanout = { dispatch: (payload: string) => void; interrupt: () => void; resync: () => void };

function createBus(listen: (fanout: TLiveFanout) => TLiveListening, log: FastifyBaseLogger): TLiveBus {
  const listeners = new Set<TLiveListener>();
  const forEach = (call: (listener: TLiveListener) => void) => {
    for (const listener of listeners) {
      try {
        call(listener);
      } catch (error) {
        log.warn({ err: error }, 'A live-updates listener failed');
      }
    }
  };
  const listening = listen({
    dispatch: (payload) => {
      if (payload === SESSION_CHANGE_PAYLOAD) {
        forEach((listener) => listener.onSessionChange?.());
        return;
      }
      const message = parseLiveMessage(payload);
      if (message) {
        forEach((listener) => listener.onMessage(message));
      }
    },
    interrupt: () => forEach((listener) => listener.onInterrupt?.()),
    resync: () => forEach((listener) => listener.onResync()),
  });
  return {
    subscribe: async (listener) => {
      await listening.start();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    countListeners: () => listeners.size,
    close: async () => {
      listeners.clear();
      await listening.stop();
    },
  };
}

/**
 * The bus for the database in use: PGlite runs in this process, so its own LISTEN hears every
 * change; PostgreSQL may serve several API processes, so each listens on a dedicated connection.
 */
export function createLiveBus(db: TDb, log: FastifyBaseLogger): TLiveBus {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return createBus((fanout) => createPgliteBus(client, fanout), log);
  }
  const options = (client as { options?: pg.ClientConfig } | undefined)?.options;
  if (!options) {
    throw new Error('Live updates need the database opened by db/client.ts (PGlite or a pg pool)');
  }
  return createBus((fanout) => createPgBus(options, fanout, log), log);
}
