import type { TApiClient, TBodyArgs, TQueryParams, TUploadOptions } from './api-client';

/** An API client whose code is still to be loaded; `load` starts that download without a call. */
export type TDeferredApiClient = TApiClient & { load: () => Promise<TApiClient> };

/**
 * The API client of `create`, downloaded with the first call (or `load`). Its code (ky and the
 * Content-Disposition parser, about 7 KiB gzipped; axios, for uploads, only with the first upload)
 * need not hold up the pages that call nothing while they open (the landing page, the sign-in forms).
 */
export function createDeferredApiClient(create: () => Promise<TApiClient>): TDeferredApiClient {
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
    get: <TResponse>(path: string, params?: TQueryParams) =>
      load().then((api) => api.get<TResponse>(path, params)),
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
