/**
 * The first calls of a signed-in page, started by the page's HTML before the app's code has
 * arrived (scripts/first-calls-boot.js, put into index.html by scripts/vite-first-calls.ts): the
 * app takes each answer once, through its API client's transport, as if it had asked itself.
 */

/** A route of a site and the GETs its page makes as it opens (the first wave, before any answer). */
export type TFirstCallsRoute = {
  /** As the router writes it, below the site's base: `/applications/:id`. */
  path: string;
  /** Only when the address has this query parameter (the routes are tried in order). */
  query?: string;
  /**
   * API paths, their query as the API client writes it (`?page=1&pageSize=10`), each `:name`
   * filled from the route's path or the address's query (a call missing one is not made).
   */
  calls: readonly string[];
};

/** What the HTML started, on `window.__docapplyFirstCalls`. */
type TStartedCalls = {
  /** performance.now() when they started. */
  startedAt: number;
  token: string;
  actingFor: string | null;
  /** The site's app-config.json, as the page fetched it. */
  config: Promise<unknown>;
  calls: { path: string; response: Promise<Response> }[];
};

/** Where the HTML leaves them. */
const holder = () => window as unknown as { __docapplyFirstCalls?: TStartedCalls };

/**
 * An answer is taken only while the page opens: one that waited longer than this (the app's code
 * came very late) is too old to show, and the app asks again.
 */
const FRESH_FOR_MS = 15_000;

function started(): TStartedCalls | null {
  const calls = typeof window === 'undefined' ? undefined : holder().__docapplyFirstCalls;
  if (!calls) {
    return null;
  }
  if (performance.now() - calls.startedAt > FRESH_FOR_MS) {
    delete holder().__docapplyFirstCalls;
    return null;
  }
  return calls;
}

/** The site's configuration as the page's HTML fetched it, once; null when it did not. */
export function takeFirstConfig(): Promise<unknown> | null {
  const calls = started();
  if (!calls) {
    return null;
  }
  const { config } = calls;
  calls.config = Promise.reject(new Error('app-config.json was taken'));
  calls.config.catch(() => undefined);
  return config;
}

/** Where the API client sends a path (ky's `prefix` joins them with one slash). */
export function apiUrl(apiBaseUrl: string, path: string): string {
  return new URL(`${apiBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, window.location.href).href;
}

/**
 * The answer the HTML already asked for this request, taken once: the same GET, address, token and
 * doctor (a delegate's). Null when there is none, so the request goes out as usual.
 */
export function takeFirstCall(
  request: Request,
  apiBaseUrl: string,
  headers: { auth: string; actingFor: string },
) {
  const calls = started();
  if (!calls || request.method !== 'GET') {
    return null;
  }
  if (
    request.headers.get(headers.auth) !== calls.token ||
    request.headers.get(headers.actingFor) !== calls.actingFor
  ) {
    return null;
  }
  const index = calls.calls.findIndex((call) => apiUrl(apiBaseUrl, call.path) === request.url);
  if (index === -1) {
    return null;
  }
  const [call] = calls.calls.splice(index, 1);
  return call.response;
}
