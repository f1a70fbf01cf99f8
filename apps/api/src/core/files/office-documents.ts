import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TChange } from '@/core/change';
import { files } from '@/core/db/schema';
import type { TAttachment } from '@/core/storage/content-disposition';
import { parseFormFields, type TFormBody } from '@/core/storage/read-upload';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import {
  insertStagedFile,
  openStoredFile,
  stageUpload,
  toDownloadName,
  type TFileDeps,
  type TStagedUpload,
  type TUpload,
} from './file-service';

/**
 * A document the office attaches to its own records (an NPDB response, a telemedicine agreement, a
 * distant site's decision): a PDF, stored like any upload but owned by the admin who recorded it, so
 * it is never in the doctor's lists (which read the doctor's own files only).
 */

/** Where the document's errors land on the form, and what they say. */
export type TOfficePdfField = { field: string; missing: string; notPdf: string };

/** 400 on the document's field when the form carried no file. */
export function officePdfMissing({ field, missing }: TOfficePdfField): AppError {
  return new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields: { [field]: missing } });
}

/**
 * Checks the upload (size, type by content, no active content) and stores its bytes; anything but
 * a PDF is 415 on the field. Refused bytes stay pending: the abandoned-files job removes them.
 */
export async function stageOfficePdf(
  deps: TFileDeps,
  upload: TUpload | null,
  field: TOfficePdfField,
): Promise<TStagedUpload> {
  if (!upload) {
    throw officePdfMissing(field);
  }
  const staged = await stageUpload(deps, upload);
  if (staged.mime !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: field.notPdf,
      fields: { [field.field]: field.notPdf },
    });
  }
  return staged;
}

/**
 * A form of text fields and its document: the fields by their contract (`check` adds the rules it
 * cannot know, such as today's date), the missing document named with them, then the PDF staged.
 */
export async function readOfficeForm<T extends z.ZodType>(
  deps: TFileDeps,
  body: TFormBody,
  {
    schema,
    document,
    check = () => ({}),
  }: { schema: T; document: TOfficePdfField; check?: (data: z.output<T>) => Record<string, string> },
): Promise<{ fields: z.output<T>; staged: TStagedUpload }> {
  const fields = parseFormFields(schema, body.fields, (data) => ({
    ...check(data),
    ...(body.upload ? {} : { [document.field]: document.missing }),
  }));
  return { fields, staged: await stageOfficePdf(deps, body.upload, document) };
}

/** The staged document's row, owned by the admin, in the change's transaction. */
export function insertOfficeDocument(
  change: Pick<TChange, 'tx' | 'audit'>,
  staged: TStagedUpload,
  { admin, applicationId }: { admin: TUserRow; applicationId: string | null },
) {
  return insertStagedFile(change, staged, { id: randomUUID(), owner: admin, applicationId });
}

/** A document as the audit trail describes it. */
export function describeDocument(file: { originalName: string; mime: string; size: number }) {
  return { name: file.originalName, mime: file.mime, size: file.size };
}

/** The stored document `fileId` (already authorised by the caller), ready to send; null when gone. */
export async function openOfficeDocument(
  { db, storage }: TFileDeps,
  fileId: string | null,
): Promise<TAttachment | null> {
  const [file] = fileId ? await db.select().from(files).where(eq(files.id, fileId)) : [];
  return file ? openStoredFile(storage, file, toDownloadName(file)) : null;
}
