import type { TApiClient, TBodyArgs, TUploadOptions } from './api-client';
import { readResult, type TQueryParams } from './query-params';

/** An API client whose code is still to be loaded; `load` starts that download without a call. */
export type TDeferredApiClient = TApiClient & { load: () => Promise<TApiClient> };

/** The answer the page's HTML already fetched for this GET (boot/first-calls.ts), or null. */
export type TTakeFirstGet = (path: string, params?: TQueryParams) => Promise<Response> | null;

/**
 * The API client of `create`, downloaded with the first call (or `load`) that the page's HTML
 * did not make already (`takeFirstGet`). Its code (ky, about 8 KiB gzipped; axios, for uploads,
 * only with the first upload) need not hold up the pages that call nothing while they open (the
 * landing page, the sign-in forms), nor a signed-in page whose first calls were all made by its
 * HTML. A first answer that is not a success is asked again through the client, whose errors
 * (a 401 ends the session) are the ones every call has.
 */
export function createDeferredApiClient(
  create: () => Promise<TApiClient>,
  takeFirstGet: TTakeFirstGet = () => null,
): TDeferredApiClient {
  let client: Promise<TApiClient> | null = null;
  const load = () => {
    client ??= create().catch((error: unknown) => {
      // A failed download (a lost connection) is tried again by the next call.
      client = null;
      throw error;
    });
    return client;
  };
  return {
    load,
    get: <TResponse>(path: string, params?: TQueryParams) => {
      const viaClient = () => load().then((api) => api.get<TResponse>(path, params));
      const first = takeFirstGet(path, params);
      return first
        ? first.then((response) => (response.ok ? readResult<TResponse>(response) : viaClient()), viaClient)
        : viaClient();
    },
    post: <TResponse, TBody = never>(path: string, ...body: TBodyArgs<TBody>) =>
      load().then((api) => api.post<TResponse, TBody>(path, ...body)),
    put: <TResponse, TBody = never>(path: string, ...body: TBodyArgs<TBody>) =>
      load().then((api) => api.put<TResponse, TBody>(path, ...body)),
    del: <TResponse>(path: string) => load().then((api) => api.del<TResponse>(path)),
    upload: <TResponse>(path: string, form: FormData, options?: TUploadOptions) =>
      load().then((api) => api.upload<TResponse>(path, form, options)),
    getBlob: (path: string) => load().then((api) => api.getBlob(path)),
  };
}
