import { desc, eq } from 'drizzle-orm';
import type { TDocumentRenewalList } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { documentRenewals } from '@/core/db/schema';

/**
 * GET /admin/applications/{id}/renewals: the documents the doctor renewed since submitting, newest
 * first, each with the dates and files before and after. The caller has checked the reader
 * administers the application's hospital (core/access/admin-application.ts).
 */
export async function listRenewals(db: TDb, applicationId: string): Promise<TDocumentRenewalList> {
  const rows = await db
    .select()
    .from(documentRenewals)
    .where(eq(documentRenewals.applicationId, applicationId))
    .orderBy(desc(documentRenewals.createdAt), desc(documentRenewals.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      label: row.label,
      expiresOn: row.expiresOn,
      previousExpiresOn: row.previousExpiresOn,
      fileId: row.fileId,
      previousFileId: row.previousFileId,
      renewedAt: row.createdAt.toISOString(),
    })),
  };
}
