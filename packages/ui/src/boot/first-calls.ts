import type { TSiteConfig } from '@docapply/contracts';
import type { TApiAuthStorage } from '../api/api-client';
import { setAuthHeaders } from '../api/auth-headers';
import { serializeParams, type TQueryParams } from '../api/query-params';

/**
 * The first calls of a signed-in page, started by the page's HTML before the app's code has
 * arrived (scripts/first-calls-boot.js, put into index.html by scripts/vite-first-calls.ts): the
 * app takes each answer once, as if it had asked itself: through the deferred API client while
 * the client's code is not needed yet, else through that client's transport.
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

/** The GET to this address the HTML made with this token and doctor, taken once; else null. */
function take(
  url: string,
  token: string | null,
  actingFor: string | null,
  apiBaseUrl: string,
): Promise<Response> | null {
  const calls = started();
  if (!calls || token !== calls.token || actingFor !== calls.actingFor) {
    return null;
  }
  const index = calls.calls.findIndex((call) => apiUrl(apiBaseUrl, call.path) === url);
  if (index === -1) {
    return null;
  }
  const [call] = calls.calls.splice(index, 1);
  return call.response;
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
  if (request.method !== 'GET') {
    return null;
  }
  return take(
    request.url,
    request.headers.get(headers.auth),
    request.headers.get(headers.actingFor),
    apiBaseUrl,
  );
}

/**
 * The answer to `api.get(path, params)` the HTML already asked for, taken once, before the API
 * client's code is in: the address as that client writes it, and the stored token and doctor.
 */
export function takeFirstGet(
  apiBaseUrl: string,
  authStorage: TApiAuthStorage,
  path: string,
  params?: TQueryParams,
): Promise<Response> | null {
  return take(
    getUrl(apiBaseUrl, path, params),
    authStorage.getToken(),
    authStorage.getActingFor?.() ?? null,
    apiBaseUrl,
  );
}

/** The address of `api.get(path, params)`, as the API client writes it. */
function getUrl(apiBaseUrl: string, path: string, params?: TQueryParams): string {
  const query = params ? serializeParams(params) : '';
  return apiUrl(apiBaseUrl, path) + (query ? `?${query}` : '');
}

/** What `fetchEarly` sends: a GET with this query, or a POST with this JSON body. */
export type TEarlyRequest = { params?: TQueryParams } | { json: unknown };

/**
 * `api.get(path, params)`, or `api.postIdempotent(path, body)`, sent before the API client's code
 * is in, as that client sends it: the same address and headers (the stored token and doctor), a
 * body as JSON, within its timeout. Only a success is read from it (deferred-api-client.ts): any
 * other answer, or none, is asked again through the client, whose errors, retries and 401 rule
 * every call has.
 */
export function fetchEarly(
  config: Pick<TSiteConfig, 'apiBaseUrl' | 'httpTimeoutMs'>,
  authStorage: TApiAuthStorage,
  path: string,
  request: TEarlyRequest = {},
): Promise<Response> {
  const headers = new Headers();
  setAuthHeaders(headers, authStorage);
  const signal = config.httpTimeoutMs ? AbortSignal.timeout(config.httpTimeoutMs) : undefined;
  if ('json' in request) {
    headers.set('content-type', 'application/json');
    const body = JSON.stringify(request.json);
    return fetch(apiUrl(config.apiBaseUrl, path), { method: 'POST', headers, body, signal });
  }
  return fetch(getUrl(config.apiBaseUrl, path, request.params), { headers, signal });
}
