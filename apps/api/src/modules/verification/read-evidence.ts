import type { FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES, VERIFICATION_LIMITS } from '@docapply/contracts';
import { MULTIPART_LIMITS, readFormBody, type TFormBody } from '@/core/storage/read-upload';
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

export type TEvidenceBody = TFormBody;

/** The manual verification's fields and its optional evidence file, read as any multipart form. */
export function readEvidenceBody(request: FastifyRequest): Promise<TEvidenceBody> {
  return readFormBody(request, {
    fileField: EVIDENCE_FIELD_NAME,
    limits: EVIDENCE_MULTIPART_LIMITS,
    messages: {
      notMultipart: VERIFICATION_MESSAGES.notMultipart,
      fieldTooLong: VERIFICATION_MESSAGES.fieldTooLong,
      wrongFilePart: VERIFICATION_MESSAGES.evidencePart,
    },
  });
}
