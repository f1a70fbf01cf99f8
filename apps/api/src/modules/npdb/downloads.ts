import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { files, npdbQueries } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { getAdminApplication } from '@/core/access/admin-application';
import { isUuid } from '@/core/files/application-access';
import { openStoredFile, toDownloadName, type TFileDeps } from '@/core/files/file-service';
import type { TAttachment } from '@/core/storage/content-disposition';
import type { TUserRow } from '@/core/users/users';
import { NPDB_MESSAGES } from './messages';

/** GET …/npdb/{queryId}/response: the NPDB's response document, as stored. */
export async function openNpdbResponse(
  { db, storage }: TFileDeps,
  admin: TUserRow,
  { applicationId, queryId }: { applicationId: string; queryId: string },
): Promise<TAttachment> {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const { application } = await getAdminApplication(db, admin, applicationId);
  const [file] = isUuid(queryId) ? await findResponseFile(db, { ...application, queryId }) : [];
  if (!file) {
    throw new AppError('NOT_FOUND', { message: NPDB_MESSAGES.responseNotFound });
  }
  return openStoredFile(storage, file, toDownloadName(file));
}

/** The response file of a query of this doctor at this hospital (another's is as missing). */
function findResponseFile(
  db: TDb,
  { doctorId, hospitalId, queryId }: { doctorId: string; hospitalId: string; queryId: string },
) {
  return db
    .select({
      originalName: files.originalName,
      mime: files.mime,
      size: files.size,
      storageKey: files.storageKey,
    })
    .from(npdbQueries)
    .innerJoin(files, eq(files.id, npdbQueries.responseFileId))
    .where(
      and(
        eq(npdbQueries.id, queryId),
        eq(npdbQueries.doctorId, doctorId),
        eq(npdbQueries.hospitalId, hospitalId),
      ),
    );
}
