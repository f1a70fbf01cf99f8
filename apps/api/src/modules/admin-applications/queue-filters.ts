import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_ASSIGNEE_ME, ADMIN_ASSIGNEE_NONE, type TAdminDeskFilters } from '@docapply/contracts';

/** The filters with `assignee=me` read as the caller's id. */
export function resolveDeskFilters<T extends TAdminDeskFilters>(filters: T, userId: string): T {
  return filters.assignee === ADMIN_ASSIGNEE_ME ? { ...filters, assignee: userId } : filters;
}

/**
 * The desk's filters on an application `a` (`assignee=me` resolved first) (the queue's ranges, its totals, the counts and the
 * export share them). Submission days are the days of `tz`: a day's start there, as an instant.
 */
export function deskConditions(filters: TAdminDeskFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.assignee === ADMIN_ASSIGNEE_NONE) {
    conditions.push(sql`a.assignee_id is null`);
  } else if (filters.assignee !== undefined) {
    conditions.push(sql`a.assignee_id = ${filters.assignee}::uuid`);
  }
  if (filters.flagged !== undefined) {
    conditions.push(filters.flagged ? sql`a.flag_count > 0` : sql`a.flag_count = 0`);
  }
  if (filters.submittedFrom) {
    conditions.push(
      sql`a.submitted_at >= (${filters.submittedFrom}::date::timestamp at time zone ${filters.tz})`,
    );
  }
  if (filters.submittedTo) {
    conditions.push(
      sql`a.submitted_at < ((${filters.submittedTo}::date + 1)::timestamp at time zone ${filters.tz})`,
    );
  }
  if (filters.department) {
    // Each application's few requested privileges, by the pair's unique index.
    conditions.push(sql`exists (select 1 from application_privileges ap
      join privileges p on p.id = ap.privilege_id
      where ap.application_id = a.id and p.department = ${filters.department})`);
  }
  return conditions;
}
