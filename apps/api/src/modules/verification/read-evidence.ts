import type { FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES, VERIFICATION_LIMITS } from '@docapply/contracts';
import { AppError } from '@/lib/app-error';
import type { TUpload } from '@/core/files/file-service';
import { MULTIPART_LIMITS, toUploadError } from '@/core/storage/read-upload';
import { findForbiddenFields, refuseForbiddenFields } from '@/plugins/input-hygiene';
import { VERIFICATION_MESSAGES } from './messages';

export const EVIDENCE_FIELD_NAME = 'evidence';

/**
 * A manual verification's body: five fields at most (ZRecordVerification) and one optional file.
 * A note is the longest field (2,000 characters, up to 4 bytes each); anything longer is refused
 * whole (413) rather than cut, and a note between the two is the form's "at most" message.
 */
export const EVIDENCE_MULTIPART_LIMITS = {
  ...MULTIPART_LIMITS,
  fileSize: FILE_MAX_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: VERIFICATION_LIMITS.note * 4,
};

export type TEvidenceBody = { fields: Record<string, string>; upload: TUpload | null };

/**
 * Reads every part of the multipart body (so a second file or a broken end is noticed), with the
 * same character rules as any other input (plugins/input-hygiene.ts) and the files module's errors.
 */
export async function readEvidenceBody(request: FastifyRequest): Promise<TEvidenceBody> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', { message: VERIFICATION_MESSAGES.notMultipart });
  }
  // No prototype: a field named "__proto__" stays a field (and the contract refuses it).
  const fields = Object.create(null) as Record<string, string>;
  const forbidden: Record<string, string> = {};
  let upload: TUpload | null = null;
  try {
    for await (const part of request.parts({ limits: EVIDENCE_MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', { message: VERIFICATION_MESSAGES.fieldTooLong });
        }
        Object.assign(forbidden, findForbiddenFields({ [part.fieldname]: part.value }, part.fieldname));
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== EVIDENCE_FIELD_NAME) {
        throw new AppError('BAD_REQUEST', { message: VERIFICATION_MESSAGES.evidencePart });
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
