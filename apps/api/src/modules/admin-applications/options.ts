import { sql } from 'drizzle-orm';
import type { TAdminPerson, TAdminQueueOptions } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import type { TUserRow } from '@/core/users/users';

/**
 * GET /admin/applications/filter-options: the queue's assignee and department pickers, within the
 * caller's hospitals (one of them when `hospitalId` is given; another's id narrows to nothing).
 * Departments come from every version of the catalogue, so a department an application picked
 * before the catalogue changed can still be found. One statement.
 */
export async function listQueueOptions(
  db: TDb,
  user: TUserRow,
  hospitalId: string | undefined,
): Promise<TAdminQueueOptions> {
  // Note: only the caller's hospitals are ever read.
  const result = (await db.execute(sql`with scope as (select ha.hospital_id from hospital_admins ha
      where ha.user_id = ${user.id}${hospitalId ? sql` and ha.hospital_id = ${hospitalId}` : sql``})
    select
      (select coalesce(json_agg(x order by x.name, x.id), '[]') from (
        select distinct u.id, u.first_name || ' ' || u.last_name as name, u.email
        from hospital_admins ha join users u on u.id = ha.user_id
        where ha.hospital_id in (select hospital_id from scope)
          and u.disabled_at is null and 'hospital_admin' = any(u.roles)) x) as assignees,
      (select coalesce(json_agg(d.department order by d.department), '[]') from (
        select distinct p.department from privileges p
        where p.hospital_id in (select hospital_id from scope)) d) as departments`)) as unknown as {
    rows: { assignees: TAdminPerson[] | string; departments: string[] | string }[];
  };
  const [row] = result.rows;
  // PGlite answers json as text, node-postgres as values.
  const read = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return { assignees: read(row.assignees), departments: read(row.departments) };
}
