import type { TEarlyRequest } from '../boot/first-calls';
import type { TApiClient, TBodyArgs, TUploadOptions } from './api-client';
import { readResult, type TQueryParams } from './query-params';

/** An API client whose code is still to be loaded; `load` starts that download without a call. */
export type TDeferredApiClient = TApiClient & { load: () => Promise<TApiClient> };

/** The answer the page's HTML already fetched for this GET (boot/first-calls.ts), or null. */
export type TTakeFirstGet = (path: string, params?: TQueryParams) => Promise<Response> | null;
/**
 * This GET, or idempotent POST, sent without the client's code, as the client would send it
 * (boot/first-calls.ts).
 */
export type TEarlyCall = (path: string, request: TEarlyRequest) => Promise<Response>;

/** The answer of a call sent early when it is a success; else the same call through the client. */
function readOrAskAgain<T>(first: Promise<Response> | null, viaClient: () => Promise<T>): Promise<T> {
  return first
    ? first.then((response) => (response.ok ? readResult<T>(response) : viaClient()), viaClient)
    : viaClient();
}

/**
 * The API client of `create`, downloaded with the first call (or `load`) that the page's HTML
 * did not make already (`takeFirstGet`). Its code (ky, about 8 KiB gzipped; axios, for uploads,
 * only with the first upload) need not hold up the pages that call nothing while they open (the
 * landing page, the sign-in forms), nor a signed-in page whose first calls were all made by its
 * HTML. Until the client's code is in, another GET, or an idempotent POST, goes out as
 * `earlyCall` sends it: a page that only reads while it opens (the application's next calls need
 * its id, which the HTML does not know), or opens its record as it does (a new application), waits
 * for no client code. An answer read this way that is not a success is asked again through the
 * client, whose errors (a 401 ends the session) are the ones every call has: a POST may go twice,
 * hence only one the server answers alike however often it comes.
 */
export function createDeferredApiClient(
  create: () => Promise<TApiClient>,
  takeFirstGet: TTakeFirstGet = () => null,
  earlyCall?: TEarlyCall,
): TDeferredApiClient {
  let client: Promise<TApiClient> | null = null;
  let isLoaded = false;
  const load = () => {
    client ??= create().then(
      (loaded) => {
        isLoaded = true;
        return loaded;
      },
      (error: unknown) => {
        // A failed download (a lost connection) is tried again by the next call.
        client = null;
        throw error;
      },
    );
    return client;
  };
  const early = (path: string, request: TEarlyRequest) =>
    earlyCall && !isLoaded ? earlyCall(path, request) : null;
  return {
    load,
    get: <TResponse>(path: string, params?: TQueryParams) =>
      readOrAskAgain(takeFirstGet(path, params) ?? early(path, { params }), () =>
        load().then((api) => api.get<TResponse>(path, params)),
      ),
    post: <TResponse, TBody = never>(path: string, ...body: TBodyArgs<TBody>) =>
      load().then((api) => api.post<TResponse, TBody>(path, ...body)),
    postIdempotent: <TResponse, TBody = never>(path: string, ...body: TBodyArgs<TBody>) =>
      readOrAskAgain(early(path, { json: body[0] }), () =>
        load().then((api) => api.postIdempotent<TResponse, TBody>(path, ...body)),
      ),
    put: <TResponse, TBody = never>(path: string, ...body: TBodyArgs<TBody>) =>
      load().then((api) => api.put<TResponse, TBody>(path, ...body)),
    del: <TResponse>(path: string) => load().then((api) => api.del<TResponse>(path)),
    upload: <TResponse>(path: string, form: FormData, options?: TUploadOptions) =>
      load().then((api) => api.upload<TResponse>(path, form, options)),
    getBlob: (path: string) => load().then((api) => api.getBlob(path)),
  };
}
