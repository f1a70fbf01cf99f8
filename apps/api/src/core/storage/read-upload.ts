import type { FastifyRequest } from 'fastify';
import { FILE_FIELD_NAME, FILE_MAX_BYTES, FILE_MESSAGES } from '@docapply/contracts';
import { AppError, isAppError } from '@/lib/app-error';
import { findForbiddenFields, refuseForbiddenFields } from '@/plugins/input-hygiene';
import type { TUpload } from '@/core/files/file-service';

// A field is a few words at most (the portal sends none); anything longer is refused, not cut.
const FIELD_MAX_BYTES = 1024;
export const MULTIPART_LIMITS = {
  fileSize: FILE_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldNameSize: 100,
  fieldSize: FIELD_MAX_BYTES,
};
const UPLOAD_MESSAGES = {
  oneFile: 'Upload one file at a time',
  tooManyParts: 'The upload has too many parts',
  fieldTooLong: 'A form field of the upload is too long',
  unreadable: 'The upload could not be read. Send one file as multipart/form-data.',
} as const;

function getErrorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/**
 * A multipart body the client got wrong, as our error: @fastify/multipart's limits, and anything
 * busboy cannot parse (no or wrong boundary, a cut body, broken part headers), which carries no
 * status and would otherwise be a 500. Server-side failures (a 5xx status) pass through.
 */
export function toUploadError(error: unknown): unknown {
  if (isAppError(error)) {
    return error;
  }
  switch (getErrorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', { message: FILE_MESSAGES.tooLarge });
    case 'FST_FILES_LIMIT':
      return new AppError('BAD_REQUEST', { message: UPLOAD_MESSAGES.oneFile });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', { message: UPLOAD_MESSAGES.tooManyParts });
    default: {
      const status = (error as { statusCode?: unknown } | null)?.statusCode;
      return typeof status === 'number' && status >= 500
        ? error
        : new AppError('BAD_REQUEST', { message: UPLOAD_MESSAGES.unreadable });
    }
  }
}

/**
 * The one file of a multipart upload. Every part is read, so a second file or a broken end is
 * noticed; field names, values and the file name are held to the same characters as any other
 * input (see plugins/input-hygiene.ts), since this body never passes through that hook's parsing.
 */
export async function readUpload(request: FastifyRequest): Promise<TUpload> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', { message: FILE_MESSAGES.missing });
  }
  let upload: TUpload | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', { message: UPLOAD_MESSAGES.fieldTooLong });
        }
        Object.assign(fields, findForbiddenFields({ [part.fieldname]: part.value }, part.fieldname));
        continue;
      }
      if (part.fieldname !== FILE_FIELD_NAME) {
        throw new AppError('BAD_REQUEST', { message: FILE_MESSAGES.missing });
      }
      Object.assign(fields, findForbiddenFields(part.filename, part.fieldname));
      upload = { filename: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    throw toUploadError(error);
  }
  refuseForbiddenFields(fields);
  if (!upload) {
    throw new AppError('BAD_REQUEST', { message: FILE_MESSAGES.missing });
  }
  return upload;
}
