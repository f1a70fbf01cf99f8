import { and, eq } from 'drizzle-orm';
import { files } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { getAdminApplication } from '@/core/access/admin-application';
import { openStoredFile, type TFileDeps } from '@/core/files/file-service';
import type { TAttachment } from '@/core/storage/content-disposition';
import type { TUserRow } from '@/core/users/users';
import { VERIFICATION_MESSAGES } from './messages';
import { getItem } from './views';

type TItemTarget = { applicationId: string; itemId: string };

/** GET …/verification/{itemId}/evidence: the uploaded evidence file, as stored. */
export async function openEvidence(
  { db, storage }: TFileDeps,
  admin: TUserRow,
  { applicationId, itemId }: TItemTarget,
): Promise<TAttachment> {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const { application } = await getAdminApplication(db, admin, applicationId);
  const item = await getItem(db, application.id, itemId);
  const [file] = item.evidenceFileId
    ? await db
        .select()
        .from(files)
        .where(and(eq(files.id, item.evidenceFileId), eq(files.applicationId, application.id)))
    : [];
  if (!file) {
    throw new AppError('NOT_FOUND', { message: VERIFICATION_MESSAGES.evidenceNotFound });
  }
  return openStoredFile(storage, file, file.originalName);
}

const RECORD_EXTENSIONS: Record<string, string> = {
  'application/json': 'json',
  'text/csv': 'csv',
};

/** GET …/verification/{itemId}/record: the record the system fetched, unchanged, with its type. */
export async function openRecord(
  { db }: Pick<TFileDeps, 'db'>,
  admin: TUserRow,
  { applicationId, itemId }: TItemTarget,
): Promise<{ name: string; contentType: string; body: string }> {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const { application } = await getAdminApplication(db, admin, applicationId);
  const item = await getItem(db, application.id, itemId);
  if (item.evidenceRecord === null) {
    throw new AppError('NOT_FOUND', { message: VERIFICATION_MESSAGES.recordNotFound });
  }
  const contentType = item.evidenceContentType ?? 'text/plain; charset=utf-8';
  const extension = RECORD_EXTENSIONS[contentType.split(';')[0].trim().toLowerCase()] ?? 'txt';
  return {
    name: `${item.key.replace(/[^a-z0-9]+/gi, '-')}-record.${extension}`,
    contentType,
    body: item.evidenceRecord,
  };
}
