import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/lib/app-error';
import { toUploadError } from '@/core/storage/read-upload';
import { findForbiddenFields, refuseForbiddenFields } from '@/plugins/input-hygiene';

/** 100,000 rows take about 5 MB; a file ten times that is not an OPPE export. */
export const OPPE_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

/** The upload's one part: the CSV as `file`. */
export const OPPE_UPLOAD_LIMITS = {
  fileSize: OPPE_UPLOAD_MAX_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  fieldNameSize: 100,
};

export const OPPE_UPLOAD_MESSAGES = {
  notMultipart: 'Send the values as multipart/form-data with the CSV as a file part named "file".',
  missingFile: 'Attach the CSV as a file part named "file".',
  tooLarge: `The file is larger than ${OPPE_UPLOAD_MAX_BYTES / 1024 / 1024} MB: it is not an OPPE export.`,
} as const;

function getErrorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/**
 * POST /admin/hospitals/{hospitalId}/oppe/imports's body: `read` takes the CSV as it arrives (never
 * held whole). The file name is held to the characters any input may hold.
 */
export async function readOppeUpload<T>(
  request: FastifyRequest,
  read: (file: { fileName: string; input: Readable }) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', { message: OPPE_UPLOAD_MESSAGES.notMultipart });
  }
  let result: { value: T } | null = null;
  try {
    for await (const part of request.parts({ limits: OPPE_UPLOAD_LIMITS })) {
      if (part.type === 'field' || part.fieldname !== 'file') {
        throw new AppError('BAD_REQUEST', { message: OPPE_UPLOAD_MESSAGES.missingFile });
      }
      refuseForbiddenFields(findForbiddenFields(part.filename, part.fieldname));
      const value = await read({ fileName: part.filename, input: part.file });
      if (part.file.truncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', { message: OPPE_UPLOAD_MESSAGES.tooLarge });
      }
      result = { value };
    }
  } catch (error) {
    throw getErrorCode(error) === 'FST_REQ_FILE_TOO_LARGE'
      ? new AppError('PAYLOAD_TOO_LARGE', { message: OPPE_UPLOAD_MESSAGES.tooLarge })
      : toUploadError(error);
  }
  if (!result) {
    throw new AppError('BAD_REQUEST', { message: OPPE_UPLOAD_MESSAGES.missingFile });
  }
  return result.value;
}
