import { sql, type SQL } from 'drizzle-orm';
import { OPPE_MESSAGES } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { selectRows } from './sql-rows';

/** A message with `{}` where the row's own value goes (filled in by the statement). */
const withValue = (message: (value: string) => string) => message('{}');

/**
 * The import's staged rows resolved and checked, as the CTE `checked`: each row's practitioner (the
 * NPI of an active appointment at the hospital, kept from its application in screening_subjects),
 * indicator (by key) and cycle (by period), and its first error: the read's own, then an unknown
 * NPI, indicator or period, a rate without a denominator or with the numerator above it, and a row
 * repeating an earlier line's practitioner, indicator and period. Read-only: the good path never
 * rewrites the staged rows.
 */
function withCheckedRows({ importId, hospitalId }: { importId: string; hospitalId: string }): SQL {
  return sql`
    with practitioners as (
      select distinct on (s.npi) s.npi, a.doctor_id
      from appointments a join screening_subjects s on s.application_id = a.application_id
      where a.hospital_id = ${hospitalId} and a.state = 'active' and s.npi is not null
      order by s.npi, a.starts_on desc
    ), resolved as (
      select r.line, r.numerator, r.denominator, p.doctor_id, i.id as indicator_id, i.kind, c.id as cycle_id,
        case
          when r.error is not null then r.error_field
          when p.doctor_id is null then 'npi'
          when i.id is null then 'indicator'
          when c.id is null then 'period'
          when i.kind = 'rate' and coalesce(r.denominator, 0) = 0 then 'denominator'
          when i.kind = 'rate' and r.numerator > r.denominator then 'numerator'
        end as error_field,
        case
          when r.error is not null then r.error
          when p.doctor_id is null then replace(${withValue(OPPE_MESSAGES.rowNpiUnknown)}, '{}', r.npi)
          when i.id is null then replace(${withValue(OPPE_MESSAGES.rowIndicatorUnknown)}, '{}', r.indicator_key)
          when c.id is null then replace(${withValue(OPPE_MESSAGES.rowPeriodUnknown)}, '{}', r.period)
          when i.kind = 'rate' and coalesce(r.denominator, 0) = 0 then ${OPPE_MESSAGES.denominatorRequired}
          when i.kind = 'rate' and r.numerator > r.denominator then ${OPPE_MESSAGES.numeratorAboveDenominator}
        end as error
      from oppe_import_rows r
      left join practitioners p on p.npi = r.npi
      left join oppe_indicators i on i.hospital_id = ${hospitalId} and i.key = r.indicator_key
      left join oppe_cycles c on c.hospital_id = ${hospitalId} and c.starts_on = r.period_starts_on
        and (r.period_ends_on is null or c.ends_on = r.period_ends_on)
      where r.import_id = ${importId}
    ), ranked as (
      select *, min(line) over (partition by error is null, doctor_id, indicator_id, cycle_id) as first_line
      from resolved
    ), checked as (
      select line, numerator, denominator, doctor_id, indicator_id, kind, cycle_id,
        case when error is null and first_line < line then 'npi' else error_field end as error_field,
        case when error is null and first_line < line
          then replace(${withValue(OPPE_MESSAGES.rowDuplicate)}, '{}', first_line::text) else error end as error
      from ranked
    )`;
}

/** How many of the import's staged rows have an error (nothing written). */
export async function countRowErrors(
  tx: TDb,
  keys: { importId: string; hospitalId: string },
): Promise<number> {
  const [{ errors }] = await selectRows<{ errors: number }>(
    tx,
    sql`${withCheckedRows(keys)} select count(*)::int as errors from checked where error is not null`,
  );
  return errors;
}

/** A rejected import: its rows with an error keep it (what its page lists), the others go. */
export async function keepRowErrors(tx: TDb, keys: { importId: string; hospitalId: string }): Promise<void> {
  await tx.execute(sql`
    ${withCheckedRows(keys)}
    update oppe_import_rows r set error_field = c.error_field, error = c.error
    from checked c
    where r.import_id = ${keys.importId} and r.line = c.line and c.error is not null`);
  await tx.execute(sql`delete from oppe_import_rows where import_id = ${keys.importId} and error is null`);
}

/**
 * A valid import: every staged row into oppe_values in one statement (a value already there for the
 * practitioner, indicator and cycle is replaced), then the staged rows go.
 */
export async function moveCheckedRows(
  tx: TDb,
  keys: { importId: string; hospitalId: string; actorId: string | null },
): Promise<void> {
  await tx.execute(sql`
    ${withCheckedRows(keys)}
    insert into oppe_values (hospital_id, doctor_id, indicator_id, cycle_id, numerator, denominator, value,
      import_id, updated_by, updated_at)
    select ${keys.hospitalId}::uuid, doctor_id, indicator_id, cycle_id, numerator,
      case when kind = 'rate' then denominator end,
      case when kind = 'rate' then 100 * numerator / denominator else numerator end,
      ${keys.importId}::uuid, ${keys.actorId}::uuid, now()
    from checked
    on conflict (doctor_id, indicator_id, cycle_id) do update set numerator = excluded.numerator,
      denominator = excluded.denominator, value = excluded.value, import_id = excluded.import_id,
      updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  await tx.execute(sql`delete from oppe_import_rows where import_id = ${keys.importId}`);
}
