import axios, { type AxiosAdapter, type AxiosProgressEvent, type AxiosResponse } from 'axios';
import { parse as parseContentDisposition } from 'content-disposition';
import { ACTING_FOR_HEADER, AUTH_HEADER, type TSiteConfig } from '@docapply/contracts';
import type { TAuthStorage } from '../auth/auth-storage';
import { ApiError, parseRetryAfter, readErrorPayload } from './api-error';

export type TQueryParams = Record<string, unknown>;

/**
 * The body argument of a write: none unless the caller names the contract's request type
 * (`api.post<TResult, TRegisterRequest>(path, body)`), so a misspelt field is a type error and
 * `api.post<TResult>(path, body)` does not compile. (Not NoInfer: wrappers of the client, such as
 * the deferred one, could then not restate these signatures.)
 */
export type TBodyArgs<TBody> = [TBody] extends [never] ? [] : [body: TBody];

export type TUploadOptions = {
  /** 0-100 as the bytes leave the browser (when the browser knows the total). */
  onProgress?: (percent: number) => void;
  /** Aborting it cancels the upload; the call then rejects with an ApiError whose code is CANCELLED. */
  signal?: AbortSignal;
};

export type TDownloadedFile = {
  blob: Blob;
  /** From Content-Disposition (filename* preferred), null when the server names none. */
  fileName: string | null;
  /** From Content-Type, '' when the server sends none. */
  contentType: string;
};

export type TApiClient = {
  get<TResponse>(path: string, params?: TQueryParams): Promise<TResponse>;
  post<TResponse, TBody = never>(path: string, ...body: TBodyArgs<TBody>): Promise<TResponse>;
  put<TResponse, TBody = never>(path: string, ...body: TBodyArgs<TBody>): Promise<TResponse>;
  del<TResponse>(path: string): Promise<TResponse>;
  /** POSTs multipart form data (files), answered like any other call with `{ result }`. */
  upload<TResponse>(path: string, form: FormData, options?: TUploadOptions): Promise<TResponse>;
  /** GETs a file (not JSON): its bytes, name and type. */
  getBlob(path: string): Promise<TDownloadedFile>;
};

/** Where the client reads the token, and (the portal) the doctor a delegate acts for (issue 16). */
export type TApiAuthStorage = Pick<TAuthStorage, 'getToken' | 'clear'> & {
  getActingFor?: () => string | null;
};

export type TCreateApiClientOptions = {
  config: Pick<TSiteConfig, 'apiBaseUrl' | 'httpTimeoutMs'>;
  authStorage: TApiAuthStorage;
  /** What a 401 does after the session is cleared; defaults to reloading the page. */
  onUnauthorized?: () => void;
  /** Transport override, for tests. */
  adapter?: AxiosAdapter;
};

/** Spec section 7: arrays joined by commas; null, undefined and empty values dropped. */
export function serializeParams(params: TQueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') {
      continue;
    }
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

function errorCode(error: unknown, hasResponse: boolean): string {
  if (axios.isCancel(error)) {
    return 'CANCELLED';
  }
  if (axios.isAxiosError(error) && error.code === 'ETIMEDOUT') {
    return 'TIMEOUT';
  }
  return hasResponse ? 'HTTP_ERROR' : 'NETWORK_ERROR';
}

function toDownloadedFile(response: AxiosResponse<ArrayBuffer>): TDownloadedFile {
  const disposition = response.headers['content-disposition'] as string | undefined;
  const fileName = disposition ? parseContentDisposition(disposition).parameters.filename : undefined;
  const contentType = String(response.headers['content-type'] ?? '');
  return { blob: new Blob([response.data], { type: contentType }), fileName: fileName || null, contentType };
}

function toPercent(onProgress: (percent: number) => void) {
  return ({ progress }: AxiosProgressEvent) => {
    if (progress !== undefined) {
      onProgress(Math.round(progress * 100));
    }
  };
}

export function createApiClient({
  config,
  authStorage,
  onUnauthorized,
  adapter,
}: TCreateApiClientOptions): TApiClient {
  const http = axios.create({
    baseURL: config.apiBaseUrl,
    timeout: config.httpTimeoutMs,
    // A timeout is ETIMEDOUT rather than ECONNABORTED, which an aborted request also reports.
    transitional: { clarifyTimeoutError: true },
    paramsSerializer: { serialize: serializeParams },
    ...(adapter ? { adapter } : {}),
  });

  http.interceptors.request.use((request) => {
    const token = authStorage.getToken();
    if (token) {
      request.headers.set(AUTH_HEADER, token);
    }
    const actingFor = authStorage.getActingFor?.();
    if (actingFor) {
      request.headers.set(ACTING_FOR_HEADER, actingFor);
    }
    return request;
  });

  // One error path for JSON, uploads and downloads: the same 401 rule and the same error shape.
  const toApiError = (error: unknown): ApiError => {
    const response = axios.isAxiosError(error) ? error.response : undefined;
    const payload = readErrorPayload(response?.data);
    const statusCode = payload?.statusCode ?? response?.status ?? 0;
    const sentToken = axios.isAxiosError(error) && Boolean(error.config?.headers?.get(AUTH_HEADER));
    // Note: a 401 on a call made with a token means the session is over: forget it and start
    // again signed out. A 401 without a token (wrong password at sign-in) is an ordinary error.
    if (statusCode === 401 && sentToken) {
      authStorage.clear();
      (onUnauthorized ?? (() => window.location.reload()))();
    }
    return new ApiError({
      statusCode,
      code: payload?.error?.code ?? errorCode(error, Boolean(response)),
      message: payload?.error?.message,
      fields: payload?.error?.fields,
      retryAfterMs: parseRetryAfter(response?.headers['retry-after']),
    });
  };

  const request = async <TData>(call: Promise<AxiosResponse<TData>>): Promise<AxiosResponse<TData>> => {
    try {
      return await call;
    } catch (error) {
      throw toApiError(error);
    }
  };

  const unwrap = async <T>(call: Promise<AxiosResponse<{ result: T }>>): Promise<T> =>
    (await request(call)).data.result;

  return {
    get: (path, params) => unwrap(http.get(path, { params })),
    post: (path, ...[body]: unknown[]) => unwrap(http.post(path, body)),
    put: (path, ...[body]: unknown[]) => unwrap(http.put(path, body)),
    del: (path) => unwrap(http.delete(path)),
    upload: (path, form, { onProgress, signal } = {}) =>
      unwrap(http.post(path, form, { signal, onUploadProgress: onProgress && toPercent(onProgress) })),
    // Bytes rather than a Blob: an error answer's JSON can then be read at once, the same way everywhere.
    getBlob: async (path) =>
      toDownloadedFile(await request(http.get<ArrayBuffer>(path, { responseType: 'arraybuffer' }))),
  };
}
