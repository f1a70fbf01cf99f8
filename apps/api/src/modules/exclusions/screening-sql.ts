import { sql, type SQL } from 'drizzle-orm';
import { EXCLUSION_SOURCES, type TExclusionSource } from '@docapply/contracts';
import { EVIDENCE_COLUMNS, describeListSource, describeSystemVerifier, getListLabel } from './columns';
import { RUN_TABLE, type TScreeningRun } from './match-sql';

/**
 * The writing half of a screening, each a statement over the run's table (match-sql.ts): the
 * screenings, the checklist items with their history, and the exclusion alerts.
 */

/** Where the lists keep the NPI, the names and the date of birth (the item's compared fields). */
const RECORD_FIELDS: Record<
  TExclusionSource,
  { npi: string; first: string; last: string; dob: string | null }
> = {
  oig: { npi: 'NPI', first: 'FIRSTNAME', last: 'LASTNAME', dob: 'DOB' },
  sam: { npi: 'NPI', first: 'First', last: 'Last', dob: null },
};

/** The matched row as CSV (header line, then the row), columns in the list's own order. */
function csvOf(entry: SQL, source: TExclusionSource): SQL {
  const columns = sql.param([...EVIDENCE_COLUMNS[source]]);
  const quote = (value: SQL) => sql`'"' || replace(${value}, '"', '""') || '"'`;
  return sql`(select string_agg(${quote(sql`c.key`)}, ',' order by c.position, c.key) || E'\n' ||
      string_agg(${quote(sql`c.value`)}, ',' order by c.position, c.key)
    from (select key, value, coalesce(array_position(${columns}::text[], key), 10000) position
      from jsonb_each_text(${entry})) c)`;
}

/** NPI, name and date of birth: what the application says against what the list's row says. */
function checksOf(source: TExclusionSource): SQL {
  const f = RECORD_FIELDS[source];
  const found = (column: string) => sql`coalesce(r.entry ->> ${column}, '')`;
  const check = (field: string, expected: SQL, actual: SQL, matches: SQL) =>
    sql`jsonb_build_object('field', ${field}::text, 'expected', ${expected}, 'found', ${actual}, 'matches', ${matches})`;
  const name = sql`r.first_name || ' ' || r.last_name`;
  const listedName = sql`trim(${found(f.first)} || ' ' || ${found(f.last)})`;
  const dob = sql`coalesce(to_char(r.date_of_birth, 'YYYY-MM-DD'), '')`;
  const checks = [
    check('NPI', sql`coalesce(r.npi, '')`, found(f.npi), sql`r.npi is not null and r.npi = ${found(f.npi)}`),
    check('Name', name, listedName, sql`lower(${listedName}) = lower(${name})`),
  ];
  if (f.dob) {
    const listedDob = sql`coalesce(to_char(to_date(nullif(nullif(${found(f.dob)}, ''), '00000000'), 'YYYYMMDD'), 'YYYY-MM-DD'), '')`;
    checks.push(check('Date of birth', dob, listedDob, sql`${dob} <> '' and ${dob} = ${listedDob}`));
  }
  return sql`case when r.entry is null then '[]'::jsonb else jsonb_build_array(${sql.join(checks, sql`, `)}) end`;
}

/** Every screening is kept with the list's date, clear ones too: the evidence a surveyor reads. */
export function buildInsertScreeningsStatement({ source, importId, listDate }: TScreeningRun): SQL {
  return sql`insert into exclusion_screenings (application_id, source, import_id, list_date, result, matched_by,
      entry, resolution, resolved_by, resolved_by_label, resolved_at, resolution_note)
    select application_id, ${source}, ${importId}, ${listDate}, result, matched_by, entry,
      resolution, resolved_by, resolved_by_label, resolved_at, resolution_note
    from ${RUN_TABLE}`;
}

/**
 * The list's checklist item of each screened application, and its history, in one statement: clear
 * → verified by the system; hit → discrepancy; a possible match → pending (or as an admin resolved
 * the same row before). Answers the applications whose progress (verified or not) changed.
 */
export function buildItemsStatement({ source, listDate }: TScreeningRun): SQL {
  const label = getListLabel(source);
  const newState = sql`case r.result when 'clear' then 'verified' when 'hit' then 'discrepancy'
    else case r.resolution when 'dismissed' then 'verified' when 'confirmed' then 'discrepancy' else 'pending' end end`;
  return sql`
  with items as (
    update verification_items vi set
      state = ${newState},
      source = ${describeListSource(source, listDate)},
      verified_at = case when ${newState} = 'pending' then null else now() end,
      verified_by = null,
      verified_by_label = case when ${newState} = 'pending' then null else ${describeSystemVerifier(source, listDate)} end,
      reference_number = null,
      note = case
        when r.result = 'hit' then 'Listed in the ' || ${label} || ' by NPI ' || r.npi || '.'
        when r.resolution = 'dismissed' then 'Possible match dismissed by ' || r.resolved_by_label || ' on '
          || to_char(r.resolved_at, 'MM/DD/YYYY') || ': ' || r.resolution_note
        when r.resolution = 'confirmed' then 'Possible match confirmed by ' || r.resolved_by_label || ' on '
          || to_char(r.resolved_at, 'MM/DD/YYYY') || ': ' || r.resolution_note
        when r.matched_by = 'name-dob' then 'Possible match by name and date of birth: confirm or dismiss it with a note.'
        when r.matched_by = 'name' then 'Possible match by name only: confirm or dismiss it with a note.'
        else null end,
      checks = ${checksOf(source)},
      evidence_file_id = null,
      evidence_record = case when r.entry is null then null else ${csvOf(sql`r.entry`, source)} end,
      evidence_content_type = case when r.entry is null then null else 'text/csv' end,
      last_error = null,
      updated_at = now()
    from ${RUN_TABLE} r, verification_items old
    where vi.application_id = r.application_id and vi.key = ${source} and old.id = vi.id
    returning vi.*, old.state in ('verified', 'not-applicable') was_done
  ),
  events as (
    insert into verification_events (item_id, application_id, state, source, verified_at, verified_by,
      verified_by_label, reference_number, note, checks, evidence_file_id, evidence_record, evidence_content_type)
    select id, application_id, state, source, verified_at, verified_by, verified_by_label, reference_number,
      note, checks, evidence_file_id, evidence_record, evidence_content_type
    from items
    returning id
  )
  select (select count(*)::int from events) events,
    (select coalesce(array_agg(application_id), '{}') from items
      where was_done <> (state in ('verified', 'not-applicable'))) progress_changed`;
}

const isOpen = (alias: string) =>
  sql.raw(
    `(${alias}.result = 'hit' or (${alias}.result = 'possible' and ${alias}.resolution is distinct from 'dismissed'))`,
  );

/**
 * The alert stands while either list's latest screening is open (a hit, or a possible match not
 * dismissed): this run's, or the other list's latest, read once for all (not per doctor).
 * Written only where it changes.
 */
export function buildAlertsStatement({ source }: TScreeningRun): SQL {
  const otherSource = EXCLUSION_SOURCES.find((other) => other !== source) ?? source;
  return sql`
  update applications a set exclusion_alert = x.alert
  from (
    select r.application_id, ${isOpen('r')} or coalesce(${isOpen('o')}, false) alert
    from ${RUN_TABLE} r
    left join (
      select distinct on (x.application_id) x.application_id, x.result, x.resolution
      from exclusion_screenings x
      where x.source = ${otherSource} and x.application_id in (select application_id from ${RUN_TABLE})
      order by x.application_id, x.screened_at desc
    ) o on o.application_id = r.application_id
  ) x
  where a.id = x.application_id and a.exclusion_alert is distinct from x.alert`;
}

/** What the run found, and the applications whose admins are told: hits, and new possible matches. */
export const SUMMARY_STATEMENT = sql`select count(*)::int screened,
    (count(*) filter (where result = 'hit'))::int hits,
    (count(*) filter (where result = 'possible'))::int possible,
    coalesce(array_agg(application_id) filter (where result = 'hit' or is_new), '{}') to_notify
  from ${RUN_TABLE}`;
