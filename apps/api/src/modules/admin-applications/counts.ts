import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_VISIBLE_STATUSES,
  hasDeskFilters,
  type TAdminDeskFilters,
  type TAdminStatusCounts,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applicationStatusCounts, hospitalAdmins } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { deskConditions, resolveDeskFilters } from './queue-filters';

export type TCountsInput = Partial<TAdminDeskFilters> & { hospitalId?: string };

type TCountRow = { status: string; total: number };

/**
 * With the desk's filters, the kept counts cannot answer: the matching submitted applications of
 * the admin's hospitals are counted per status, in one statement.
 */
async function countFiltered(db: TDb, user: TUserRow, input: TCountsInput & TAdminDeskFilters) {
  const filters = resolveDeskFilters(input, user.id);
  // Note: the admin's hospitals only (another hospital's id narrows to nothing).
  const result = (await db.execute(sql`select a.status, count(*)::int as total from applications a
    where a.hospital_id in (select ha.hospital_id from hospital_admins ha where ha.user_id = ${user.id}
      ${input.hospitalId ? sql`and ha.hospital_id = ${input.hospitalId}` : sql``})
      and a.submitted_at is not null and a.status <> 'draft'
      ${sql.join(
        deskConditions(filters).map((condition) => sql`and ${condition}`),
        sql` `,
      )}
    group by a.status`)) as unknown as { rows: TCountRow[] };
  return result.rows;
}

/** Without them: the counts a trigger keeps, in one statement at any queue size. */
async function countKept(db: TDb, user: TUserRow, hospitalId: string | undefined): Promise<TCountRow[]> {
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
  return db
    .select({ status: applicationStatusCounts.status, total: applicationStatusCounts.total })
    .from(applicationStatusCounts)
    .where(inArray(applicationStatusCounts.hospitalId, scope));
}

/**
 * GET /admin/applications/counts: how many of the admin's applications are in each status
 * (submitted applications only, the same rows as the queue), narrowed by hospital and by the
 * desk's filters like the queue's total.
 */
export async function countAdminApplications(
  db: TDb,
  user: TUserRow,
  input: TCountsInput = {},
): Promise<TAdminStatusCounts> {
  const data = Object.fromEntries(ADMIN_VISIBLE_STATUSES.map((s) => [s, 0])) as TAdminStatusCounts['data'];
  const filters = { tz: 'UTC', ...input };
  const rows = hasDeskFilters(filters)
    ? await countFiltered(db, user, filters)
    : await countKept(db, user, input.hospitalId);
  let total = 0;
  for (const row of rows) {
    if (row.status in data) {
      data[row.status as keyof typeof data] += row.total;
      total += row.total;
    }
  }
  return { data, total };
}
