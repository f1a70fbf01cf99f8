import ky, { HTTPError, TimeoutError, type Options, type RetryOptions } from 'ky';
import { ACTING_FOR_HEADER, AUTH_HEADER, UNPROCESSED_HEADER, type TSiteConfig } from '@docapply/contracts';
import type { TAuthStorage } from '../auth/auth-storage';
import { takeFirstCall } from '../boot/first-calls';
import { setAuthHeaders } from './auth-headers';
import { ApiError, MAX_RETRY_AFTER_MS, parseRetryAfter, readErrorPayload } from './api-error';
import { readResult, serializeParams, type TQueryParams } from './query-params';
import { createUploadFetch } from './upload-fetch';

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
  /**
   * A POST the server answers alike however often it comes (it returns the record an earlier one
   * made): sent as `post` is, but the page may send it before this client's code is in, and then
   * again through the client when that first answer is not a success (deferred-api-client.ts).
   */
  postIdempotent<TResponse, TBody = never>(path: string, ...body: TBodyArgs<TBody>): Promise<TResponse>;
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
  /** The transport of every call, uploads included (which then report no progress), for tests. */
  fetch?: typeof fetch;
};

/**
 * The transport, answering only once the whole body has arrived. ky's timeout lasts until the
 * transport answers, and fetch answers as soon as the headers arrive: without this, a download
 * that stalls halfway would never time out.
 */
function readWholeAnswer(transport: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await transport(input, init);
    // A 204's body stays null: a Response with that status cannot have one, not even an empty one.
    return new Response(response.body && (await response.arrayBuffer()), response);
  };
}

/**
 * The transport, answering a GET the page's HTML already made (boot/first-calls.ts) with that
 * answer, once; should it have failed (no network then), the request goes out now.
 */
function takeStartedCalls(transport: typeof fetch, apiBaseUrl: string): typeof fetch {
  return (input, init) => {
    const started =
      input instanceof Request
        ? takeFirstCall(input, apiBaseUrl, { auth: AUTH_HEADER, actingFor: ACTING_FOR_HEADER })
        : null;
    return started ? started.catch(() => transport(input, init)) : transport(input, init);
  };
}

/** The token and the doctor a delegate acts for, read at each call: sign-in and sign-out change them. */

/** How a call failed, for an error whose body names no code (or that had no answer). */
function getErrorCode(error: unknown, signal: AbortSignal | undefined): string {
  if (signal?.aborted) {
    return 'CANCELLED';
  }
  if (error instanceof TimeoutError) {
    return 'TIMEOUT';
  }
  return error instanceof HTTPError ? 'HTTP_ERROR' : 'NETWORK_ERROR';
}

/** A write's body as the API reads it: form data as it is (multipart, files), anything else as JSON. */
function bodyOptions(method: 'post' | 'put', body: unknown): Options {
  return body instanceof FormData ? { method, body } : { method, json: body };
}

async function readFile(response: Response): Promise<TDownloadedFile> {
  const disposition = response.headers.get('content-disposition');
  // Its parser comes with the first download, not with every page's API client.
  const fileName = disposition
    ? (await import('content-disposition')).parse(disposition).parameters.filename
    : undefined;
  const contentType = response.headers.get('content-type') ?? '';
  // Made here rather than by response.blob(): under test that would be Node's Blob, which jsdom cannot read.
  const blob = new Blob([await response.arrayBuffer()], { type: contentType });
  return { blob, fileName: fileName || null, contentType };
}

const UNPROCESSED_RETRY: RetryOptions = {
  limit: 2,
  methods: ['post', 'put', 'patch', 'delete'],
  statusCodes: [503],
  afterStatusCodes: [503],
  maxRetryAfter: MAX_RETRY_AFTER_MS,
  // undefined: ky's own rules (the status, then Retry-After) decide; any other answer is final.
  shouldRetry: ({ error }) =>
    error instanceof HTTPError && error.response.headers.get(UNPROCESSED_HEADER) === '1' ? undefined : false,
};

export function createApiClient({
  config,
  authStorage,
  onUnauthorized,
  fetch: transport,
}: TCreateApiClientOptions): TApiClient {
  const fetchAnswer = readWholeAnswer(
    takeStartedCalls(transport ?? globalThis.fetch.bind(globalThis), config.apiBaseUrl),
  );
  const http = ky.create({
    // Joined to every path, whose leading slash it ignores (the API's paths are written with one).
    prefix: config.apiBaseUrl,
    // 0 is no timeout.
    timeout: config.httpTimeoutMs || false,
    // A failed call is reported, not repeated (the query client decides what to retry), except a
    // change the server refused before doing any of it (overloaded, restarting): sent again after
    // its Retry-After, so a save in a busy moment goes through instead of showing an error.
    retry: UNPROCESSED_RETRY,
    fetch: fetchAnswer,
    hooks: { beforeRequest: [({ request }) => setAuthHeaders(request.headers, authStorage)] },
  });

  // One error path for JSON, uploads and downloads: the same 401 rule and the same error shape.
  const toApiError = async (error: unknown, signal: AbortSignal | undefined): Promise<ApiError> => {
    const response = error instanceof HTTPError ? error.response : undefined;
    // ky has read the body: a body that is not JSON (a proxy's HTML page) gives no payload.
    const payload = error instanceof HTTPError ? readErrorPayload(error.data) : undefined;
    const statusCode = payload?.statusCode ?? response?.status ?? 0;
    const sentToken = error instanceof HTTPError && error.request.headers.has(AUTH_HEADER);
    // Note: a 401 on a call made with a token means the session is over: forget it and start
    // again signed out. A 401 without a token (wrong password at sign-in) is an ordinary error.
    if (statusCode === 401 && sentToken) {
      authStorage.clear();
      (onUnauthorized ?? (() => window.location.reload()))();
    }
    return new ApiError({
      statusCode,
      code: payload?.error?.code ?? getErrorCode(error, signal),
      message: payload?.error?.message,
      fields: payload?.error?.fields,
      retryAfterMs: parseRetryAfter(response?.headers.get('retry-after')),
    });
  };

  const send = async (path: string, options: Options = {}): Promise<Response> => {
    try {
      return await http(path, options);
    } catch (error) {
      throw await toApiError(error, options.signal ?? undefined);
    }
  };

  const unwrap = async <T>(path: string, options?: Options): Promise<T> =>
    readResult<T>(await send(path, options));

  return {
    get: (path, params) => unwrap(path, { searchParams: params && serializeParams(params) }),
    post: (path, ...[body]: unknown[]) => unwrap(path, bodyOptions('post', body)),
    postIdempotent: (path, ...[body]: unknown[]) => unwrap(path, bodyOptions('post', body)),
    put: (path, ...[body]: unknown[]) => unwrap(path, bodyOptions('put', body)),
    del: (path) => unwrap(path, { method: 'delete' }),
    upload: (path, form, { onProgress, signal } = {}) =>
      unwrap(path, {
        method: 'post',
        body: form,
        signal,
        // A test's transport stands in for axios too.
        fetch: transport ? fetchAnswer : createUploadFetch(form, onProgress),
      }),
    getBlob: async (path) => readFile(await send(path)),
  };
}
