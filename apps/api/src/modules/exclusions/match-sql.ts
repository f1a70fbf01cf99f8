import { sql, type SQL } from 'drizzle-orm';
import type { TExclusionSource } from '@docapply/contracts';

/**
 * The matching half of a screening, as SQL over sets (never a loop per doctor): every subject's
 * best match against one list, written to a temporary table the writing statements
 * (screening-sql.ts) read. Read-only, so its look-ups into earlier screenings never meet the rows
 * this run inserts (a statement that inserted and looked up the same table scanned it per doctor).
 */
export type TScreeningRun = {
  source: TExclusionSource;
  importId: string;
  listDate: string;
  /** Only this application (its submission); every screened doctor when absent. */
  applicationId?: string;
};

/** The run's table: one row per screened application (dropped after the run, and at commit). */
export const RUN_TABLE = sql.raw('exclusion_screening_run');

/**
 * Who is screened: the doctor of every application submitted and still undecided, and of every
 * approved one whose appointment is active (an appointed doctor stays screened every month).
 */
function selectScreenedSubjects(applicationId?: string): SQL {
  return sql`select s.application_id, s.npi, s.first_key, s.last_key, s.date_of_birth, s.first_name,
      s.last_name
    from screening_subjects s
    join applications a on a.id = s.application_id
    where (a.status in ('applied', 'in-review', 'information-requested', 'finalise')
      or (a.status = 'approved' and exists (
        select 1 from appointments p where p.application_id = a.id and p.state = 'active')))
      ${applicationId ? sql`and s.application_id = ${applicationId}` : sql``}`;
}

/**
 * Each subject's best match: an exact NPI → hit; else the same last and first name with the same
 * date of birth, or by name alone where the list or the doctor has no date of birth → possible;
 * else clear; reinstated entries never match. A possible match an admin already resolved for the
 * same list row keeps that resolution (a dismissed one is not raised again); `is_new` says a
 * possible match was never raised before (the admins are told of new ones only).
 */
export function buildRunTableStatement(run: TScreeningRun): SQL {
  const { source } = run;
  return sql`create temporary table ${RUN_TABLE} on commit drop as
  with subjects as (${selectScreenedSubjects(run.applicationId)}),
  hits as (
    select distinct on (s.application_id) s.application_id, e.record
    from subjects s
    join exclusion_entries e on e.source = ${source} and e.npi = s.npi and e.reinstated_on is null
    order by s.application_id, e.id
  ),
  names as (
    select distinct on (s.application_id) s.application_id, e.record,
      case when e.date_of_birth = s.date_of_birth then 'name-dob' else 'name' end matched_by,
      d.resolution, d.resolved_by, d.resolved_by_label, d.resolved_at, d.resolution_note
    from subjects s
    join exclusion_entries e on e.source = ${source} and e.last_key = s.last_key
      and e.first_key = s.first_key and e.reinstated_on is null
      and (e.date_of_birth = s.date_of_birth or e.date_of_birth is null or s.date_of_birth is null)
    left join lateral (
      select x.resolution, x.resolved_by, x.resolved_by_label, x.resolved_at, x.resolution_note
      from exclusion_screenings x
      where x.application_id = s.application_id and x.source = ${source}
        and x.resolution is not null and x.entry = e.record
      order by x.resolved_at desc limit 1
    ) d on true
    where not exists (select 1 from hits h where h.application_id = s.application_id)
    order by s.application_id,
      case when d.resolution = 'confirmed' then 0 when d.resolution is null then 1 else 2 end,
      (e.date_of_birth = s.date_of_birth) is true desc, e.id
  ),
  r as (
    select s.*,
      case when h.application_id is not null then 'hit' when n.application_id is not null then 'possible'
        else 'clear' end result,
      case when h.application_id is not null then 'npi' else n.matched_by end matched_by,
      coalesce(h.record, n.record) entry,
      n.resolution, n.resolved_by, n.resolved_by_label, n.resolved_at, n.resolution_note
    from subjects s
    left join hits h on h.application_id = s.application_id
    left join names n on n.application_id = s.application_id
  )
  select r.*,
    case when r.result = 'possible' and r.resolution is null then not exists (
      select 1 from exclusion_screenings p
      where p.application_id = r.application_id and p.source = ${source} and p.entry = r.entry)
    else false end is_new
  from r`;
}
