import { MESSAGES } from '@docapply/rules';

/** The client-side view of the API's error shape `{ statusCode, error: { code, message, fields? } }`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(options: {
    statusCode: number;
    code: string;
    message?: string;
    fields?: Record<string, string>;
  }) {
    super(options.message || MESSAGES.genericError);
    this.name = 'ApiError';
    this.statusCode = options.statusCode;
    this.code = options.code;
    this.fields = options.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a user for any thrown value. */
export function getErrorMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : MESSAGES.genericError;
}
