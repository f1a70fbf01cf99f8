import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TExclusionSource } from '@docapply/contracts';
import { DATE_FORMAT, formatDateTime } from '@docapply/rules';
import { AppError } from '@/lib/app-error';
import { toUploadError } from '@/core/storage/read-upload';
import { findForbiddenFields, refuseForbiddenFields } from '@/plugins/input-hygiene';
import { LIST_MAX_BYTES } from './download';
import { parseExclusionList, type TParsedList } from './parse';

/** The upload's parts: the CSV as `file`, and the list's date as the field `listDate`. */
export const LIST_UPLOAD_LIMITS = {
  fileSize: LIST_MAX_BYTES,
  files: 1,
  fields: 1,
  parts: 2,
  fieldNameSize: 100,
  fieldSize: 100,
};

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the list as multipart/form-data with the CSV as a file part named "file".',
  missingFile: 'Attach the list\'s CSV as a file part named "file".',
  unknownField: 'The upload takes only the file part "file" and the field "listDate".',
  tooLarge: `The file is larger than ${LIST_MAX_BYTES / 1024 / 1024} MB: it is not an exclusion list.`,
  listDate: "Enter the list's date as YYYY-MM-DD, today or earlier",
} as const;

const ZListDate = z.iso.date();

export type TListUpload = { parsed: TParsedList; fileName: string; listDate: string; startedAt: number };

function getErrorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** The list's date: the field when sent (a real day, not after `today`), else today. */
function readListDate(value: string | undefined, today: string): string {
  if (value === undefined || value.trim() === '') {
    return today;
  }
  const listDate = value.trim();
  if (!ZListDate.safeParse(listDate).success || listDate > today) {
    throw new AppError('VALIDATION', {
      message: UPLOAD_MESSAGES.listDate,
      fields: { listDate: UPLOAD_MESSAGES.listDate },
    });
  }
  return listDate;
}

/**
 * POST /platform/exclusion-lists/{source}/import's body: the CSV is parsed as it arrives (never held
 * whole), so a wrong header or a malformed row answers 400 before anything is written. Field names,
 * values and the file name are held to the characters any input may hold.
 */
export async function readListUpload(
  request: FastifyRequest,
  source: TExclusionSource,
): Promise<TListUpload> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', { message: UPLOAD_MESSAGES.notMultipart });
  }
  const startedAt = Date.now();
  const fields: Record<string, string> = {};
  let listDate: string | undefined;
  let file: { parsed: TParsedList; fileName: string } | null = null;
  try {
    for await (const part of request.parts({ limits: LIST_UPLOAD_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'listDate') {
          throw new AppError('BAD_REQUEST', { message: UPLOAD_MESSAGES.unknownField });
        }
        // Longer than any date: refused as one (a cut value could read as another date).
        listDate = part.valueTruncated ? 'not a date' : String(part.value);
        Object.assign(fields, findForbiddenFields({ listDate }, part.fieldname));
        continue;
      }
      if (part.fieldname !== 'file') {
        throw new AppError('BAD_REQUEST', { message: UPLOAD_MESSAGES.missingFile });
      }
      Object.assign(fields, findForbiddenFields(part.filename, part.fieldname));
      const parsed = await parseExclusionList(source, part.file);
      if (part.file.truncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', { message: UPLOAD_MESSAGES.tooLarge });
      }
      file = { parsed, fileName: part.filename };
    }
  } catch (error) {
    throw getErrorCode(error) === 'FST_REQ_FILE_TOO_LARGE'
      ? new AppError('PAYLOAD_TOO_LARGE', { message: UPLOAD_MESSAGES.tooLarge })
      : toUploadError(error);
  }
  refuseForbiddenFields(fields);
  if (!file) {
    throw new AppError('BAD_REQUEST', { message: UPLOAD_MESSAGES.missingFile });
  }
  return { ...file, listDate: readListDate(listDate, formatDateTime(new Date(), DATE_FORMAT)), startedAt };
}
