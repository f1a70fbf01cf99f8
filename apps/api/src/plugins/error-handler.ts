import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, UNPROCESSED_HEADER, type TErrorBody, type TErrorCode } from '@docapply/contracts';
import { MESSAGES } from '@docapply/rules';
import { DATABASE_BUSY_MESSAGE, isAppError } from '@/lib/app-error';

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields';
export const UNKNOWN_FIELD = 'Unknown field';

type TMapped = { code: TErrorCode; message: string };

const TOO_LARGE: TMapped = { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' };
const UNSUPPORTED: TMapped = {
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'This content type is not supported. Send JSON (application/json).',
};
const BAD_URL: TMapped = { code: 'BAD_REQUEST', message: 'The address is not valid.' };
const BAD_UPLOAD: TMapped = { code: 'BAD_REQUEST', message: 'The upload could not be read.' };

/**
 * Errors Fastify and its plugins raise for a client's mistake, by code, with texts that are safe to
 * show. Their own statuses (406, 414) are not ours: the code we answer with decides the status.
 */
const REQUEST_ERRORS: Record<string, TMapped> = {
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The request length is not valid.' },
  FST_ERR_BAD_URL: BAD_URL,
  FST_ERR_INVALID_URL: BAD_URL,
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', message: 'A part of the address is too long.' },
  // @fastify/multipart (the upload route maps them to its own texts first).
  FST_PARTS_LIMIT: TOO_LARGE,
  FST_FILES_LIMIT: TOO_LARGE,
  FST_FIELDS_LIMIT: TOO_LARGE,
  FST_REQ_FILE_TOO_LARGE: TOO_LARGE,
  FST_PROTO_VIOLATION: BAD_UPLOAD,
  FST_INVALID_JSON_FIELD_ERROR: BAD_UPLOAD,
  FST_MP_PREMATURE_CLOSE: BAD_UPLOAD,
  FST_INVALID_MULTIPART_CONTENT_TYPE: UNSUPPORTED,
};
const STATUS_TEXTS: Partial<Record<number, TMapped>> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be read. Send valid JSON.' },
  401: { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' },
  403: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  409: { code: 'CONFLICT', message: 'The request conflicts with the current state.' },
  410: { code: 'GONE', message: 'This is no longer available.' },
  413: TOO_LARGE,
  415: UNSUPPORTED,
  429: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a moment and try again.' },
};
// Any other 4xx: still the client's mistake, answered as a plain 400.
const OTHER_CLIENT_ERROR: TMapped = { code: 'BAD_REQUEST', message: 'The request is not valid.' };

export function createErrorBody(
  code: TErrorCode,
  message: string,
  fields?: Record<string, string>,
): TErrorBody {
  return { statusCode: ERROR_STATUS[code], error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * A 503 for a request refused before any of its work ran (overload, shutdown): Retry-After, and the
 * mark that lets a client send it again, a change included (UNPROCESSED_HEADER).
 */
export function sendUnprocessed(
  reply: FastifyReply,
  message: string,
  retryAfterSeconds: number,
): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds)).header(UNPROCESSED_HEADER, '1');
  return sendError(reply, 'SERVICE_UNAVAILABLE', message);
}

export function sendError(
  reply: FastifyReply,
  code: TErrorCode,
  message: string,
  fields?: Record<string, string>,
): FastifyReply {
  return reply.code(ERROR_STATUS[code]).send(createErrorBody(code, message, fields));
}

/** Zod issues -> `{ fieldName: message }`; unknown keys are named so a client sees its mistake. */
function toFields(error: FastifyError & { validationContext?: string }): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) {
    return fields;
  }
  for (const issue of error.validation) {
    const base = issue.instancePath.split('/').filter(Boolean).join('.');
    const keys =
      issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[] | undefined) : undefined;
    if (keys) {
      for (const key of keys) {
        fields[base ? `${base}.${key}` : key] ??= UNKNOWN_FIELD;
      }
      continue;
    }
    fields[base || (error.validationContext ?? 'body')] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function mapClientError(error: FastifyError): TMapped | undefined {
  const known = typeof error.code === 'string' ? REQUEST_ERRORS[error.code] : undefined;
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (known || status < 400 || status >= 500) {
    return known;
  }
  return STATUS_TEXTS[status] ?? OTHER_CLIENT_ERROR;
}

/** PostgreSQL's SQLSTATE for a statement stopped by statement_timeout or a cancel request. */
const QUERY_CANCELED = '57014';

/** Our own error, also when the query builder wrapped it (a refusal of core/db/back-pressure.ts). */
function findAppError(error: FastifyError) {
  if (isAppError(error)) {
    return error;
  }
  return isAppError(error.cause) ? error.cause : null;
}

/** One error shape for everything; 5xx never leaks internals. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = findAppError(error);
  if (appError) {
    if (appError.code === 'SERVICE_UNAVAILABLE') {
      reply.header('Retry-After', '1');
      if (appError.cause !== undefined) {
        // A dependency failed (the file storage): what it said is the operator's, not the client's.
        request.log.warn({ err: appError.cause }, appError.message);
      }
    }
    return reply
      .code(appError.statusCode)
      .send(createErrorBody(appError.code, appError.message, appError.fields));
  }
  if ((error.cause as { code?: unknown } | undefined)?.code === QUERY_CANCELED) {
    // The statement ran past DB_STATEMENT_TIMEOUT_MS (or its client left): ours, and passing.
    request.log.warn({ err: error }, 'Statement stopped');
    reply.header('Retry-After', '1');
    return sendError(reply, 'SERVICE_UNAVAILABLE', DATABASE_BUSY_MESSAGE);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendError(reply, 'VALIDATION', VALIDATION_MESSAGE, toFields(error));
  }
  const mapped = mapClientError(error);
  if (mapped) {
    request.log.info({ code: error.code, statusCode: error.statusCode }, 'Request rejected');
    return sendError(reply, mapped.code, mapped.message);
  }
  if (error.statusCode === 503) {
    return sendError(reply, 'SERVICE_UNAVAILABLE', MESSAGES.genericError);
  }
  request.log.error({ err: error }, 'Unexpected error');
  return sendError(reply, 'INTERNAL', MESSAGES.genericError);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, 'NOT_FOUND', 'Not found.');
}
