import { EventSource, type ErrorEvent, type FetchLike } from 'eventsource';
import { AUTH_HEADER, LIVE_SSE_EVENTS, type TLiveEvent } from '@docapply/contracts';

/** After a drop, wait 1 s, 2 s, 4 s … up to 30 s (each shortened at random, so a restart's clients spread out). */
export const LIVE_RETRY_FIRST_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

export type TLiveConnectionOptions = {
  url: string;
  /** Read at each connection, so a new sign-in's token is the one sent. */
  getToken: () => string | null;
  onChange: (event: TLiveEvent) => void;
  /** Changes may have been missed (a reconnect, or the server says so): re-read what is shown. */
  onResync: () => void;
  /** The transport (tests pass a fake stream). */
  fetch?: FetchLike;
  random?: () => number;
};

export type TLiveConnection = { close: () => void };

/** Answers that asking again will not change: the session is over, or this account has no stream. */
function isFinal(code: number | undefined): boolean {
  return code !== undefined && code >= 400 && code < 500 && code !== 408 && code !== 429;
}

/** The parser comes with the first change, not with every signed-in page (it brings zod). */
const parseChange = (data: string): Promise<TLiveEvent | null> =>
  import('./parse-live-event').then(({ parseLiveEvent }) => parseLiveEvent(data));

/**
 * One live-updates stream (GET /api/v1/events with the session's token): each `change` is handed
 * on; a drop is followed by a new connection after a growing pause, and once it is subscribed
 * again (`ready`) everything is re-read, since changes made meanwhile were not heard.
 */
export function openLiveConnection({
  url,
  getToken,
  onChange,
  onResync,
  fetch: fetchLike = (input, init) => globalThis.fetch(input, init),
  random = Math.random,
}: TLiveConnectionOptions): TLiveConnection {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let hasBeenReady = false;
  let isClosed = false;
  // Changes are handed on in the order they came, each once parsed.
  let handedOn: Promise<void> = Promise.resolve();

  const connect = () => {
    retryTimer = null;
    const token = getToken();
    if (isClosed || !token) {
      return;
    }
    const current = new EventSource(url, {
      fetch: (input, init) =>
        fetchLike(input, { ...init, headers: { ...init.headers, [AUTH_HEADER]: token } }),
    });
    source = current;
    current.addEventListener(LIVE_SSE_EVENTS.ready, () => {
      failures = 0;
      if (hasBeenReady) {
        onResync();
      }
      hasBeenReady = true;
    });
    current.addEventListener(LIVE_SSE_EVENTS.change, (event) => {
      handedOn = handedOn
        .then(() => parseChange(event.data))
        .then((change) => {
          if (change && !isClosed) {
            onChange(change);
          }
        })
        // A parser that cannot load loses this change; the next resync re-reads everything.
        .catch(() => undefined);
    });
    current.addEventListener(LIVE_SSE_EVENTS.resync, () => onResync());
    current.addEventListener('error', (event: ErrorEvent) => {
      // Reconnecting is ours to pace (the library would retry at a fixed interval, forever).
      current.close();
      source = null;
      if (!isClosed && !isFinal(event.code)) {
        scheduleRetry();
      }
    });
  };

  const scheduleRetry = () => {
    const ceiling = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_FIRST_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(connect, ceiling / 2 + (random() * ceiling) / 2);
  };

  // Back on the network: no need to sit out the rest of a long pause.
  const onOnline = () => {
    if (retryTimer) {
      clearTimeout(retryTimer);
      connect();
    }
  };
  window.addEventListener('online', onOnline);
  connect();

  return {
    close: () => {
      isClosed = true;
      window.removeEventListener('online', onOnline);
      if (retryTimer) {
        clearTimeout(retryTimer);
        retryTimer = null;
      }
      source?.close();
      source = null;
    },
  };
}
