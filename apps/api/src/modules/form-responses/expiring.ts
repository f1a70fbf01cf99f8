import { and, eq, ne } from 'drizzle-orm';
import type { TExpiringDocument } from '@docapply/contracts';
import { countDaysUntil, todayString } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications } from '@/core/db/schema';
import { isEditableStatus } from '@/core/access/applications';
import { loadDocuments } from '@/modules/renewals';

function byDate(a: TExpiringDocument, b: TExpiringDocument): number {
  return (
    a.expiresOn.localeCompare(b.expiresOn) ||
    a.hospitalName.localeCompare(b.hospitalName) ||
    a.label.localeCompare(b.label)
  );
}

/**
 * GET /formsResponse/expiring: the documents of the doctor's applications that expire within
 * `days` (today counts as day 0) or have already expired, soonest first.
 */
export async function listExpiringDocuments(
  db: TDb,
  doctorId: string,
  days: number,
  today: string = todayString(),
): Promise<TExpiringDocument[]> {
  // Note: only the caller's own answers to their own applications (loadDocuments reads the
  // doctor's responses only); a rejected application needs no renewed documents.
  const documents = await loadDocuments(
    db,
    and(eq(applications.doctorId, doctorId), ne(applications.status, 'rejected')),
  );
  const found: TExpiringDocument[] = [];
  for (const document of documents) {
    const { row } = document;
    const daysLeft = countDaysUntil(document.expiresOn, today);
    if (daysLeft > days) {
      continue;
    }
    found.push({
      applicationId: row.applicationId,
      hospitalId: row.hospitalId,
      hospitalName: row.hospitalName,
      label: document.label,
      expiresOn: document.expiresOn,
      daysLeft,
      isExpired: daysLeft < 0,
      fileId: document.fileId,
      // The step link only makes sense while the doctor may still change the application form.
      section: row.formKind === 'application' && isEditableStatus(row.status) ? document.section : null,
      documentKey: document.documentKey,
      // Once the hospital has it, a document is renewed on its own page (modules/renewals).
      canRenew: row.status !== 'draft',
    });
  }
  return found.sort(byDate);
}
