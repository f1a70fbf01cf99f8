import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_VISIBLE_STATUSES, type TAdminStatusCounts } from '@docapply/contracts';
import type { TDb } from '@/db/client';
import { applicationStatusCounts, hospitalAdmins } from '@/db/schema';
import type { TUserRow } from '@/modules/users/users';

/**
 * GET /admin/applications/counts: how many of the admin's applications are in each status, read
 * from the counts a trigger keeps (submitted applications only, the same rows as the queue), in
 * one statement at any queue size.
 */
export async function countAdminApplications(
  db: TDb,
  user: TUserRow,
  hospitalId?: string,
): Promise<TAdminStatusCounts> {
  const data = Object.fromEntries(ADMIN_VISIBLE_STATUSES.map((s) => [s, 0])) as TAdminStatusCounts['data'];
  // Note: the admin's hospitals only (another hospital's id narrows to nothing).
  const scope = db
    .select({ hospitalId: hospitalAdmins.hospitalId })
    .from(hospitalAdmins)
    .where(
      and(
        eq(hospitalAdmins.userId, user.id),
        hospitalId ? eq(hospitalAdmins.hospitalId, hospitalId) : undefined,
      ),
    );
  const rows = await db
    .select({ status: applicationStatusCounts.status, total: applicationStatusCounts.total })
    .from(applicationStatusCounts)
    .where(inArray(applicationStatusCounts.hospitalId, scope));
  let total = 0;
  for (const row of rows) {
    if (row.status in data) {
      data[row.status as keyof typeof data] += row.total;
      total += row.total;
    }
  }
  return { data, total };
}
