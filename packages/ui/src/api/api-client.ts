import axios, { type AxiosAdapter, type AxiosError } from 'axios';
import { AUTH_HEADER, type TSiteConfig } from '@docapply/contracts';
import type { TAuthStorage } from '../auth/auth-storage';
import { ApiError } from './api-error';

export type TQueryParams = Record<string, unknown>;

export type TApiClient = {
  get<T>(path: string, params?: TQueryParams): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string): Promise<T>;
};

export type TCreateApiClientOptions = {
  config: Pick<TSiteConfig, 'apiBaseUrl' | 'httpTimeoutMs'>;
  authStorage: Pick<TAuthStorage, 'getToken' | 'clear'>;
  /** What a 401 does after the session is cleared; defaults to reloading the page. */
  onUnauthorized?: () => void;
  /** Transport override, for tests. */
  adapter?: AxiosAdapter;
};

type TErrorPayload = {
  statusCode?: number;
  error?: { code?: string; message?: string; fields?: Record<string, string> };
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

export function createApiClient({
  config,
  authStorage,
  onUnauthorized,
  adapter,
}: TCreateApiClientOptions): TApiClient {
  const http = axios.create({
    baseURL: config.apiBaseUrl,
    timeout: config.httpTimeoutMs,
    paramsSerializer: { serialize: serializeParams },
    ...(adapter ? { adapter } : {}),
  });

  http.interceptors.request.use((request) => {
    const token = authStorage.getToken();
    if (token) {
      request.headers.set(AUTH_HEADER, token);
    }
    return request;
  });

  const toApiError = (error: unknown): ApiError => {
    const response = axios.isAxiosError(error) ? (error as AxiosError<TErrorPayload>).response : undefined;
    const statusCode = response?.data?.statusCode ?? response?.status ?? 0;
    const sentToken = axios.isAxiosError(error) && Boolean(error.config?.headers?.get(AUTH_HEADER));
    // Note: a 401 on a call made with a token means the session is over: forget it and start
    // again signed out. A 401 without a token (wrong password at sign-in) is an ordinary error.
    if (statusCode === 401 && sentToken) {
      authStorage.clear();
      (onUnauthorized ?? (() => window.location.reload()))();
    }
    return new ApiError({
      statusCode,
      code: response?.data?.error?.code ?? (response ? 'HTTP_ERROR' : 'NETWORK_ERROR'),
      message: response?.data?.error?.message,
      fields: response?.data?.error?.fields,
    });
  };

  const unwrap = async <T>(call: Promise<{ data: { result: T } }>): Promise<T> => {
    try {
      const response = await call;
      return response.data.result;
    } catch (error) {
      throw toApiError(error);
    }
  };

  return {
    get: (path, params) => unwrap(http.get(path, { params })),
    post: (path, body) => unwrap(http.post(path, body)),
    put: (path, body) => unwrap(http.put(path, body)),
    del: (path) => unwrap(http.delete(path)),
  };
}
