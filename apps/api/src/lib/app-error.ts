import { ERROR_STATUS, type TErrorCode } from '@docapply/contracts';

/** A 503's message when the database cannot take more work now (back-pressure, a full pool). */
export const DATABASE_BUSY_MESSAGE = 'The service is very busy right now. Please try again in a moment.';

/** A 503's message when the file storage (S3) fails: an outage, or credentials it refuses. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'File storage is not answering right now. Please try again in a moment.';

export type TAppErrorOptions = {
  message: string;
  fields?: Record<string, string>;
  /** What failed underneath (a dependency's error): logged for the operator, never sent. */
  cause?: unknown;
};

/** The one error type services throw; the error handler turns it into the error shape. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly fields?: Record<string, string>;

  constructor(code: TErrorCode, { message, fields, cause }: TAppErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = fields;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
