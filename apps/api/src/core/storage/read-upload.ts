import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FILE_FIELD_NAME, FILE_MAX_BYTES, FILE_MESSAGES } from '@docapply/contracts';
import { AppError, isAppError } from '@/lib/app-error';
import { UNKNOWN_FIELD, VALIDATION_MESSAGE } from '@/plugins/error-handler';
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

export type TFormBody = { fields: Record<string, string>; upload: TUpload | null };

export type TFormBodyOptions = {
  /** The name of the one file part; any other file part is refused. */
  fileField: string;
  limits: typeof MULTIPART_LIMITS;
  messages: { notMultipart: string; fieldTooLong: string; wrongFilePart: string };
};

/**
 * A multipart body of text fields and at most one file. Every part is read, so a second file or a
 * broken end is noticed; field names, values and the file name are held to the same characters as
 * any other input (see plugins/input-hygiene.ts), since this body never passes through that hook's
 * parsing. A field over the limit is refused whole (413) rather than cut.
 */
export async function readFormBody(request: FastifyRequest, options: TFormBodyOptions): Promise<TFormBody> {
  const { fileField, limits, messages } = options;
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', { message: messages.notMultipart });
  }
  // No prototype: a field named "__proto__" stays a field (and the caller's contract refuses it).
  const fields = Object.create(null) as Record<string, string>;
  const forbidden: Record<string, string> = {};
  let upload: TUpload | null = null;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', { message: messages.fieldTooLong });
        }
        Object.assign(forbidden, findForbiddenFields({ [part.fieldname]: part.value }, part.fieldname));
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== fileField) {
        throw new AppError('BAD_REQUEST', { message: messages.wrongFilePart });
      }
      Object.assign(forbidden, findForbiddenFields(part.filename, part.fieldname));
      upload = { filename: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    throw toUploadError(error);
  }
  refuseForbiddenFields(forbidden);
  return { fields, upload };
}

/** The one file of a multipart upload (its fields are checked, then ignored). */
export async function readUpload(request: FastifyRequest): Promise<TUpload> {
  const { upload } = await readFormBody(request, {
    fileField: FILE_FIELD_NAME,
    limits: MULTIPART_LIMITS,
    messages: {
      notMultipart: FILE_MESSAGES.missing,
      fieldTooLong: UPLOAD_MESSAGES.fieldTooLong,
      wrongFilePart: FILE_MESSAGES.missing,
    },
  });
  if (!upload) {
    throw new AppError('BAD_REQUEST', { message: FILE_MESSAGES.missing });
  }
  return upload;
}

/**
 * A multipart body's text fields read by their contract (a zod schema): 400 with a message per
 * field, unknown fields named; `check` adds the rules the contract cannot know (today's date).
 */
export function parseFormFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
  check: (data: z.output<T>) => Record<string, string> = () => ({}),
): z.output<T> {
  const parsed = schema.safeParse({ ...fields });
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    if (issue.code === 'unrecognized_keys') {
      issue.keys.forEach((key) => (errors[key] ??= UNKNOWN_FIELD));
    } else {
      errors[String(issue.path[0] ?? 'body')] ??= issue.message;
    }
  }
  if (parsed.success) {
    Object.assign(errors, check(parsed.data));
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields: errors });
  }
  return parsed.data;
}
