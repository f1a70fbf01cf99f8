import type { TErrorBody } from '@docapply/contracts';
import { MESSAGES } from '@docapply/rules';

/** The client-side view of the API's error shape `{ statusCode, error: { code, message, fields? } }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** From a 503's `Retry-After` (seconds): how long the server asked us to wait before asking again. */
  readonly retryAfterMs?: number;

  constructor(options: {
    statusCode: number;
    code: string;
    message?: string;
    fields?: Record<string, string>;
    retryAfterMs?: number;
  }) {
    super(options.message || MESSAGES.genericError);
    this.name = 'ApiError';
    this.statusCode = options.statusCode;
    this.code = options.code;
    this.fields = options.fields;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the caller itself aborted the call (its AbortSignal): nothing to show the user. */
export function isCancelledError(error: unknown): boolean {
  return isApiError(error) && error.code === 'CANCELLED';
}

type TErrorPayload = Partial<Omit<TErrorBody, 'error'>> & { error?: Partial<TErrorBody['error']> };

/**
 * The error shape from an error response's body as ky read it (`HTTPError.data`: parsed JSON for a
 * JSON answer, else text). Anything else (a proxy's HTML page, JSON cut off) gives undefined.
 */
export function readErrorPayload(data: unknown): TErrorPayload | undefined {
  return data !== null && typeof data === 'object' ? (data as TErrorPayload) : undefined;
}

/** The longest a client waits on a server's Retry-After before asking again (the overload asks 10 s). */
export const MAX_RETRY_AFTER_MS = 10_000;

/** `Retry-After` in seconds (the only form the API sends) as milliseconds; undefined when absent. */
export function parseRetryAfter(header: unknown): number | undefined {
  const seconds = Number(header);
  return header !== undefined && header !== null && header !== '' && Number.isFinite(seconds) && seconds >= 0
    ? seconds * 1000
    : undefined;
}

/** The message to show a user for any thrown value. */
export function getErrorMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : MESSAGES.genericError;
}
