import { sql } from 'drizzle-orm';
import { OPPE_MESSAGES } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { selectRows } from './sql-rows';

/** A message with `{}` where the row's own value goes (filled in by the statement). */
const withValue = (message: (value: string) => string) => message('{}');

/**
 * Checks an import's staged rows set-based, in the import's change, each row keeping its first
 * error: the NPI is a practitioner appointed (an active appointment) at the hospital, the indicator
 * the hospital's, the period one of its cycles, a rate's denominator above 0 and not below the
 * numerator, and no two rows give the same value. Returns the rows with an error.
 */
export async function validateStagedRows(
  tx: TDb,
  { importId, hospitalId }: { importId: string; hospitalId: string },
): Promise<number> {
  const pending = sql`r.import_id = ${importId} and r.error is null`;
  // The NPI kept from the appointment's application (screening_subjects, kept on submission).
  await tx.execute(sql`
    update oppe_import_rows r set doctor_id = p.doctor_id
    from (
      select distinct on (s.npi) s.npi, a.doctor_id
      from appointments a join screening_subjects s on s.application_id = a.application_id
      where a.hospital_id = ${hospitalId} and a.state = 'active' and s.npi is not null
      order by s.npi, a.starts_on desc
    ) p
    where ${pending} and r.npi = p.npi`);
  await tx.execute(sql`
    update oppe_import_rows r set error_field = 'npi', error = replace(${withValue(OPPE_MESSAGES.rowNpiUnknown)}, '{}', r.npi)
    where ${pending} and r.doctor_id is null`);
  await tx.execute(sql`
    update oppe_import_rows r set indicator_id = i.id
    from oppe_indicators i
    where ${pending} and i.hospital_id = ${hospitalId} and i.key = r.indicator_key`);
  await tx.execute(sql`
    update oppe_import_rows r
    set error_field = 'indicator', error = replace(${withValue(OPPE_MESSAGES.rowIndicatorUnknown)}, '{}', r.indicator_key)
    where ${pending} and r.indicator_id is null`);
  await tx.execute(sql`
    update oppe_import_rows r set cycle_id = c.id
    from oppe_cycles c
    where ${pending} and c.hospital_id = ${hospitalId} and c.starts_on = r.period_starts_on
      and (r.period_ends_on is null or c.ends_on = r.period_ends_on)`);
  await tx.execute(sql`
    update oppe_import_rows r
    set error_field = 'period', error = replace(${withValue(OPPE_MESSAGES.rowPeriodUnknown)}, '{}', r.period)
    where ${pending} and r.cycle_id is null`);
  await tx.execute(sql`
    update oppe_import_rows r
    set error_field = 'denominator', error = ${OPPE_MESSAGES.denominatorRequired}
    from oppe_indicators i
    where ${pending} and i.id = r.indicator_id and i.kind = 'rate' and coalesce(r.denominator, 0) = 0`);
  await tx.execute(sql`
    update oppe_import_rows r
    set error_field = 'numerator', error = ${OPPE_MESSAGES.numeratorAboveDenominator}
    from oppe_indicators i
    where ${pending} and i.id = r.indicator_id and i.kind = 'rate' and r.numerator > r.denominator`);
  await tx.execute(sql`
    update oppe_import_rows r
    set error_field = 'npi', error = replace(${withValue(OPPE_MESSAGES.rowDuplicate)}, '{}', d.first_line::text)
    from (
      select line, min(line) over (partition by doctor_id, indicator_id, cycle_id) first_line
      from oppe_import_rows where import_id = ${importId} and error is null
    ) d
    where ${pending} and r.line = d.line and d.first_line < d.line`);
  const [{ errors }] = await selectRows<{ errors: number }>(
    tx,
    sql`select count(*)::int errors from oppe_import_rows where import_id = ${importId} and error is not null`,
  );
  return errors;
}
