import { z } from 'zod';

/** Error codes and the one table from code to HTTP status (documenso-style AppError). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  GONE: 410,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  // Shutting down (or not ready): the client should retry, after Retry-After seconds.
  SERVICE_UNAVAILABLE: 503,
  // Auth flow codes (the API contract in the common brief).
  INVALID_CREDENTIALS: 401,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  // The session may only set up a passkey or an authenticator app (its account must have one).
  FACTOR_REQUIRED: 403,
  // A signature (the attestation) needs a second factor proven in the last minutes (POST /account/step-up).
  STEP_UP_REQUIRED: 403,
  // Submit refused: `fields` lists what is still missing.
  INCOMPLETE: 400,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export const ZErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Every success response is `{ result }`. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ result });
}
