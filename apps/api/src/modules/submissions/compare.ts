import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  SUBMISSION_MESSAGES,
  type TSubmissionCompareQuery,
  type TSubmissionComparison,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applicationSubmissions } from '@/core/db/schema';
import { getAdminApplication } from '@/core/access/admin-application';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { loadDiffContext } from './changes';
import { compareRows, loadEditsBetween } from './rounds';

/**
 * GET /admin/applications/{id}/changes/compare?from=&to=: what changed from one submission to a
 * later one (any two, not only neighbours), each change with where it came from.
 */
export async function compareSubmissions(
  db: TDb,
  user: TUserRow,
  { applicationId, from, to }: TSubmissionCompareQuery & { applicationId: string },
): Promise<TSubmissionComparison> {
  // Note: an administrator of the application's hospital only; anyone else 404 (the route lets hospital admins in).
  const { application } = await getAdminApplication(db, user, applicationId);
  const rows = await db
    .select()
    .from(applicationSubmissions)
    .where(
      and(
        eq(applicationSubmissions.applicationId, application.id),
        inArray(applicationSubmissions.number, [from, to]),
      ),
    )
    .orderBy(asc(applicationSubmissions.number));
  const [earlier, later] = rows;
  if (!earlier || !later) {
    throw new AppError('NOT_FOUND', { message: SUBMISSION_MESSAGES.submissionNotFound });
  }
  const context = await loadDiffContext(db, rows);
  const edits = await loadEditsBetween(db, { doctorId: application.doctorId, rows });
  const ref = (row: typeof earlier) => ({ number: row.number, submittedAt: row.createdAt.toISOString() });
  return {
    from: ref(earlier),
    to: ref(later),
    changes: compareRows({ from: earlier, to: later }, { context, edits }),
  };
}
