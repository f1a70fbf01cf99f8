import dayjs from 'dayjs';
import type { TApplicationStatus } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applicationSubmissions, applications } from '@/core/db/schema';

/**
 * A doctor's application at the hospital in `status` (in review by default), first submitted on
 * `submittedOn` (today by default): written directly, as the NPDB's rules read only its doctor,
 * hospital, status and first submission.
 */
export async function insertSubmittedApplication(
  db: TDb,
  {
    doctorId,
    hospitalId,
    status = 'in-review',
    submittedOn,
  }: { doctorId: string; hospitalId: string; status?: TApplicationStatus; submittedOn?: string },
): Promise<string> {
  const submittedAt = submittedOn ? dayjs(`${submittedOn}T12:00:00`).toDate() : new Date();
  const [application] = await db
    .insert(applications)
    .values({ doctorId, hospitalId, status, submittedAt })
    .returning({ id: applications.id });
  await db.insert(applicationSubmissions).values({
    applicationId: application.id,
    number: 1,
    snapshot: { forms: {}, files: [], privilegeIds: [] },
    submittedBy: doctorId,
    createdAt: submittedAt,
  });
  return application.id;
}
