import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type TErrorBody, type TErrorCode } from '@docapply/contracts';
import { MESSAGES } from '@docapply/rules';
import { isAppError } from '@/lib/app-error';

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields';
export const UNKNOWN_FIELD = 'Unknown field';

// Fastify's own request errors, by code, with texts that are safe to show.
const REQUEST_ERRORS: Record<string, { code: TErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported. Send JSON (application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The request length is not valid.' },
};
const STATUS_TEXTS: Partial<Record<number, { code: TErrorCode; message: string }>> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be read. Send valid JSON.' },
  401: { code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' },
  403: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  413: REQUEST_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE,
  415: REQUEST_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE,
  429: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a moment and try again.' },
};

export function createErrorBody(
  code: TErrorCode,
  message: string,
  fields?: Record<string, string>,
): TErrorBody {
  return { statusCode: ERROR_STATUS[code], error: { code, message, ...(fields ? { fields } : {}) } };
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

/** One error shape for everything; 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isAppError(error)) {
      return reply.code(error.statusCode).send(createErrorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(createErrorBody('VALIDATION', VALIDATION_MESSAGE, toFields(error)));
    }
    const known = error.code ? REQUEST_ERRORS[error.code] : undefined;
    const status = error.statusCode ?? 500;
    const mapped = known ?? (status >= 400 && status < 500 ? STATUS_TEXTS[status] : undefined);
    if (mapped) {
      request.log.info({ code: error.code, statusCode: status }, 'Request rejected');
      return reply.code(ERROR_STATUS[mapped.code]).send(createErrorBody(mapped.code, mapped.message));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, statusCode: status }, 'Request rejected');
      return reply
        .code(status)
        .send({ statusCode: status, error: { code: 'BAD_REQUEST', message: 'The request is not valid.' } });
    }
    request.log.error({ err: error }, 'Unexpected error');
    return reply.code(500).send(createErrorBody('INTERNAL', MESSAGES.genericError));
  });
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(createErrorBody('NOT_FOUND', 'Not found.'));
}
