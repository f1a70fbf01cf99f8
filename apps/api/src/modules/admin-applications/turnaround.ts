import { sql } from 'drizzle-orm';
import {
  TURNAROUND_MONTHS,
  TURNAROUND_STATUSES,
  type TTurnaround,
  type TTurnaroundRow,
  type TTurnaroundStatus,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { getManagedHospital } from '@/core/access/managed-hospital';
import type { TUserRow } from '@/core/users/users';

type TStayRow = {
  status: TTurnaroundStatus;
  count: number;
  median: number | string | null;
  p90: number | string | null;
};

const toDays = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * GET /admin/hospitals/{id}/turnaround: for each status the office works in, how long the
 * hospital's applications stayed there. A stay runs from the history row that entered the status
 * to the application's next history row; stays that ended in the last TURNAROUND_MONTHS months
 * count (one still open has no length yet). Median and 90th percentile by percentile_cont, in days.
 * One statement over the hospital's history (by the history's application index).
 */
export async function getTurnaround(db: TDb, user: TUserRow, hospitalId: string): Promise<TTurnaround> {
  // Note: a hospital the caller does not manage is 404, exactly like one that does not exist.
  const hospital = await getManagedHospital(db, user, hospitalId);
  const to = new Date();
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - TURNAROUND_MONTHS);
  const result = (await db.execute(sql`with stays as (
      select h.to_status as status, h.created_at as entered_at,
        lead(h.created_at) over (partition by h.application_id order by h.created_at, h.id) as left_at
      from application_status_history h
      where h.application_id in (select a.id from applications a where a.hospital_id = ${hospital.id}))
    select s.status, count(*)::int as count,
      percentile_cont(0.5) within group (order by extract(epoch from s.left_at - s.entered_at) / 86400) as median,
      percentile_cont(0.9) within group (order by extract(epoch from s.left_at - s.entered_at) / 86400) as p90
    from stays s
    where s.left_at > ${from.toISOString()}::timestamptz and s.left_at <= ${to.toISOString()}::timestamptz
      and s.status = any(${textArray(TURNAROUND_STATUSES)})
    group by s.status`)) as unknown as { rows: TStayRow[] };
  const byStatus = new Map(result.rows.map((row) => [row.status, row]));
  const data: TTurnaroundRow[] = TURNAROUND_STATUSES.map((status) => {
    const row = byStatus.get(status);
    return {
      status,
      count: row?.count ?? 0,
      medianDays: toDays(row?.median ?? null),
      p90Days: toDays(row?.p90 ?? null),
    };
  });
  return { hospitalId: hospital.id, from: from.toISOString(), to: to.toISOString(), data };
}
