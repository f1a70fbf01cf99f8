import { and, eq } from 'drizzle-orm';
import { npdbQueries } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { getAdminApplication } from '@/core/access/admin-application';
import { isUuid } from '@/core/files/application-access';
import type { TFileDeps } from '@/core/files/file-service';
import { openOfficeDocument } from '@/core/files/office-documents';
import type { TAttachment } from '@/core/storage/content-disposition';
import type { TUserRow } from '@/core/users/users';
import { NPDB_MESSAGES } from './messages';

/** GET …/npdb/{queryId}/response: the NPDB's response document, as stored. */
export async function openNpdbResponse(
  deps: TFileDeps,
  admin: TUserRow,
  { applicationId, queryId }: { applicationId: string; queryId: string },
): Promise<TAttachment> {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const { application } = await getAdminApplication(deps.db, admin, applicationId);
  // Note: a query of this doctor at this hospital only; another's is as missing.
  const [query] = isUuid(queryId)
    ? await deps.db
        .select({ fileId: npdbQueries.responseFileId })
        .from(npdbQueries)
        .where(
          and(
            eq(npdbQueries.id, queryId),
            eq(npdbQueries.doctorId, application.doctorId),
            eq(npdbQueries.hospitalId, application.hospitalId),
          ),
        )
    : [];
  const file = await openOfficeDocument(deps, query?.fileId ?? null);
  if (!file) {
    throw new AppError('NOT_FOUND', { message: NPDB_MESSAGES.responseNotFound });
  }
  return file;
}
