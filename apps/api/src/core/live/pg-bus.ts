import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { LIVE_CHANNEL } from './live-message';
import type { TLiveFanout, TLiveListening } from './bus';

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other work), kept open: when
 * it breaks (PostgreSQL restarted, the network dropped) it is opened again, 0.25 s, 0.5 s, 1 s …
 * up to 10 s apart, and the streams are told to resync, since NOTIFYs sent meanwhile are lost.
 */
export function createPgBus(
  config: pg.ClientConfig,
  fanout: TLiveFanout,
  log: FastifyBaseLogger,
): TLiveListening {
  let current: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let hasListened = false;
  let isStopped = false;

  const reconnectLater = () => {
    if (isStopped || retryTimer) {
      return;
    }
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      ensureListening().catch(() => undefined);
    }, delay);
    retryTimer.unref();
  };

  const open = async () => {
    const { default: driver } = await import('pg');
    // keepAlive: a peer that vanished without closing the connection is noticed, not waited on.
    const client = new driver.Client({ ...config, keepAlive: true });
    let isDropped = false;
    const drop = (error?: Error) => {
      if (isDropped) {
        return;
      }
      isDropped = true;
      if (current === client) {
        current = null;
      }
      if (!isStopped) {
        log.warn({ err: error }, 'The live-updates listener lost its database connection; reconnecting');
        fanout.interrupt();
      }
      client.end().catch(() => undefined);
      reconnectLater();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', ({ channel, payload }) => {
      if (channel === LIVE_CHANNEL && payload) {
        fanout.dispatch(payload);
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      drop(error as Error);
      throw error;
    }
    if (isStopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    failures = 0;
    if (hasListened) {
      fanout.resync();
    }
    hasListened = true;
  };

  function ensureListening(): Promise<void> {
    if (current || isStopped) {
      return Promise.resolve();
    }
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    start: ensureListening,
    stop: async () => {
      isStopped = true;
      if (retryTimer) {
        clearTimeout(retryTimer);
        retryTimer = null;
      }
      await connecting?.catch(() => undefined);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
