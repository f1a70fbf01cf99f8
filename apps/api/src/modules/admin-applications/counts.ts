import { and, count, inArray, isNotNull, ne } from 'drizzle-orm';
import { ADMIN_VISIBLE_STATUSES, type TAdminStatusCounts } from '@docapply/contracts';
import type { TDb } from '@/db/client';
import { applications } from '@/db/schema';
import type { TUserRow } from '@/modules/users/users';
import { resolveHospitalScope } from './scope';

/** GET /admin/applications/counts: how many of the admin's applications are in each status. */
export async function countAdminApplications(
  db: TDb,
  user: TUserRow,
  hospitalId?: string,
): Promise<TAdminStatusCounts> {
  const data = Object.fromEntries(ADMIN_VISIBLE_STATUSES.map((s) => [s, 0])) as TAdminStatusCounts['data'];
  const hospitalIds = await resolveHospitalScope(db, user.id, hospitalId);
  if (hospitalIds.length === 0) {
    return { data, total: 0 };
  }
  const rows = await db
    .select({ status: applications.status, total: count() })
    .from(applications)
    // Note: the admin's hospitals only, and never a draft (the same rows as the queue).
    .where(
      and(
        inArray(applications.hospitalId, hospitalIds),
        ne(applications.status, 'draft'),
        isNotNull(applications.submittedAt),
      ),
    )
    .groupBy(applications.status);
  let total = 0;
  for (const row of rows) {
    if (row.status in data) {
      data[row.status as keyof typeof data] = row.total;
      total += row.total;
    }
  }
  return { data, total };
}
