import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { applicationSubmissions, applications, files } from '@/core/db/schema';

type TDocument = { id: string; ownerUserId: string; applicationId: string | null };

/**
 * True when a hospital has received this document: it belongs to an application that was
 * submitted at least once, or (a profile document) a submission listed it. Such a document is
 * superseded when the doctor removes or replaces it, never deleted.
 */
export async function isSubmittedDocument(db: TDb, file: TDocument): Promise<boolean> {
  if (file.applicationId) {
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, file.applicationId), isNotNull(applications.submittedAt)))
      .limit(1);
    return Boolean(row);
  }
  const [listed] = await db
    .select({ id: applicationSubmissions.id })
    .from(applicationSubmissions)
    .innerJoin(applications, eq(applications.id, applicationSubmissions.applicationId))
    .where(
      and(
        eq(applications.doctorId, file.ownerUserId),
        sql`${applicationSubmissions.snapshot} -> 'files' @> ${JSON.stringify([{ id: file.id }])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(listed);
}

/** Marks a document superseded (once); false when another request did it first. */
export async function supersedeDocument(db: TDb, fileId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ supersededAt: at })
    .where(and(eq(files.id, fileId), sql`${files.supersededAt} is null`))
    .returning({ id: files.id });
  return rows.length > 0;
}
