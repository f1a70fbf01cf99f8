import { sql } from 'drizzle-orm';
import type { Practitioner } from '@medplum/fhirtypes';
import type { TFormAnswers } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { latestAnswersLateral, readPageAnswers } from './answers';
import { toPractitioner } from './practitioner';
import { instantOf, selectRows } from './sql';

type TOwnRow = {
  id: string;
  application_id: string | null;
  first_name: string;
  last_name: string;
  legal_first: string | null;
  legal_last: string | null;
  npi: string | null;
  form_id: string | null;
  answers: TFormAnswers | null;
  last_updated: string;
};

/**
 * The practitioner's own FHIR Practitioner, for the profile archive they carry (issue 42): what
 * their newest application's answers say (name, NPI, licences, certifications, degree), read the
 * way the hospital export reads it. Not any hospital's view: no role, and `active` left out.
 */
export async function buildOwnPractitioner(db: TDb, doctorId: string): Promise<Practitioner | null> {
  const [row] = await selectRows<TOwnRow>(
    db,
    sql`
    with newest as (
      select a.id from applications a where a.doctor_id = ${doctorId}::uuid
      order by a.created_at desc limit 1
    )
    select u.id, newest.id as application_id, u.first_name, u.last_name,
      ss.first_name as legal_first, ss.last_name as legal_last, ss.npi,
      fr.form_id, fr.answers, ${instantOf(sql`greatest(u.updated_at, fr.updated_at)`)} as last_updated
    from users u
    left join newest on true
    left join screening_subjects ss on ss.application_id = newest.id
    ${latestAnswersLateral(sql`newest.id`, sql`u.id`)}
    where u.id = ${doctorId}::uuid`,
  );
  if (!row) {
    return null;
  }
  const [answers] = await readPageAnswers(db, [{ formId: row.form_id, answers: row.answers }]);
  const { active: _active, ...practitioner } = toPractitioner(
    {
      id: row.id,
      applicationId: row.application_id ?? '',
      accountFirstName: row.first_name,
      accountLastName: row.last_name,
      legalFirstName: row.legal_first,
      legalLastName: row.legal_last,
      npi: row.npi,
      active: false,
      formId: row.form_id,
      answers: row.answers,
      lastUpdated: row.last_updated,
    },
    answers!,
  );
  return practitioner;
}
