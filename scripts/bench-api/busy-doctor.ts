// The doctor whose list the API benchmark reads: 24 applications over 8 hospitals (the 3 demo ones
// and 5 created here with their default forms), the open ones at every stage a draft goes through.
import { seedHospitalForms } from '../../apps/api/src/core/db/seed-data/seed-forms';
import { PARTIAL_ANSWERS, SURVEY_ANSWERS, type TBenchDatabase, type TQuery } from '../bench-seed';

export type TBusyDoctor = { id: string; email: string; applications: number };

type TPlannedApplication = {
  hospital: number;
  status: string;
  ageDays: number;
  hasApplication?: boolean;
  hasSurvey?: boolean;
  privileges?: number;
  references?: number;
  completedReferences?: number;
  coverage?: 'sent' | 'completed';
};

/** Open ones newest (the first page of 20 holds all 8 of them), closed ones older. */
function createBusyDoctorPlan(hospitals: number): TPlannedApplication[] {
  const open: TPlannedApplication[] = [
    { hospital: 0, status: 'draft', ageDays: 1 },
    { hospital: 1, status: 'draft', ageDays: 2, hasApplication: true },
    { hospital: 2, status: 'draft', ageDays: 3, hasApplication: true, hasSurvey: true, privileges: 1 },
    {
      hospital: 3,
      status: 'draft',
      ageDays: 4,
      hasApplication: true,
      hasSurvey: true,
      privileges: 2,
      references: 3,
      completedReferences: 1,
      coverage: 'sent',
    },
    {
      hospital: 4,
      status: 'information-requested',
      ageDays: 20,
      hasApplication: true,
      hasSurvey: true,
      privileges: 2,
      references: 3,
      completedReferences: 3,
      coverage: 'completed',
    },
    {
      hospital: 5,
      status: 'information-requested',
      ageDays: 25,
      hasApplication: true,
      hasSurvey: true,
      privileges: 1,
      references: 3,
      completedReferences: 3,
      coverage: 'completed',
    },
    { hospital: 6, status: 'applied', ageDays: 10 },
    { hospital: 7, status: 'in-review', ageDays: 15 },
  ];
  const closed = Array.from({ length: 16 }, (_, i): TPlannedApplication => ({
    hospital: i % hospitals,
    status: i % 4 === 3 ? 'rejected' : 'approved',
    ageDays: 400 + 60 * i,
  }));
  return [...open, ...closed];
}

/**
 * One doctor with 24 applications over the 3 demo hospitals and 5 more (created with their
 * default forms): one open application per hospital (4 drafts at different stages, 2 information
 * requested, 1 applied, 1 in review) and 16 approved or rejected ones from earlier years.
 */
export async function seedBusyDoctor(bench: TBenchDatabase): Promise<TBusyDoctor> {
  const { query, database } = bench;
  for (let i = 1; i <= 5; i++) {
    const name = `Bench Hospital ${i}`;
    const [row] = await query<{ id: string }>(
      `insert into hospitals (name, slug, city, state) values ($1, $2, 'Springfield', 'IL') returning id`,
      [name, `bench-hospital-${i}`],
    );
    await seedHospitalForms(database.db, { id: row.id, name });
  }
  const hospitalIds = (await query<{ id: string }>('select id from hospitals order by created_at, name')).map(
    (row) => row.id,
  );
  const [doctor] = await query<{ id: string; email: string }>(
    `insert into users (email, password_hash, first_name, last_name, roles, email_verified_at)
    values ('busy.doctor@bench.example.org', 'not-a-hash', 'Robin', 'Busy', '{doctor}', now())
    returning id, email`,
  );
  const plan = createBusyDoctorPlan(hospitalIds.length);
  for (const planned of plan) {
    await insertPlannedApplication(query, doctor.id, hospitalIds[planned.hospital], planned);
  }
  return { ...doctor, applications: plan.length };
}

async function insertPlannedApplication(
  query: TQuery,
  doctorId: string,
  hospitalId: string,
  planned: TPlannedApplication,
): Promise<void> {
  const [application] = await query<{ id: string }>(
    `insert into applications (doctor_id, hospital_id, status, submitted_at, created_at, updated_at)
    values ($1::uuid, $2::uuid, $3::text,
      case when $3::text = 'draft' then null else now() - $4::int * interval '1 day' + interval '2 days' end,
      now() - $4::int * interval '1 day', now() - $4::int * interval '1 day' + interval '3 days')
    returning id`,
    [doctorId, hospitalId, planned.status, planned.ageDays],
  );
  const scope = `from applications a join users u on u.id = a.doctor_id where a.id = $1::uuid`;
  const formOf = (key: string) =>
    `(select f.id from forms f where f.hospital_id = a.hospital_id and f.key = ${key} order by f.version desc limit 1)`;
  if (planned.hasApplication) {
    await query(
      `insert into form_responses (form_id, application_id, user_id, answers)
      select ${formOf("'application'")}, a.id, a.doctor_id, ${PARTIAL_ANSWERS} ${scope}`,
      [application.id],
    );
  }
  if (planned.hasSurvey) {
    await query(
      `insert into form_responses (form_id, application_id, user_id, answers)
      select ${formOf("'survey'")}, a.id, a.doctor_id, ${SURVEY_ANSWERS} ${scope}`,
      [application.id],
    );
  }
  for (let k = 0; k < (planned.privileges ?? 0); k++) {
    // Each pick with its privilege form started (what the status report loads per privilege).
    await query(
      `with pick as (select p.id, p.form_id from privileges p
        where p.hospital_id = (select hospital_id from applications where id = $1::uuid)
          and p.form_id is not null
        order by p.name offset $2::int limit 1),
      response as (insert into form_responses (form_id, application_id, user_id, answers)
        select pick.form_id, $1::uuid, $3::uuid, '{}'::jsonb from pick returning id)
      insert into application_privileges (application_id, privilege_id, form_response_id)
      select $1::uuid, pick.id, response.id from pick, response`,
      [application.id, k, doctorId],
    );
  }
  for (let k = 0; k < (planned.references ?? 0); k++) {
    await query(
      `insert into "references" (application_id, name, email, state)
      values ($1::uuid, $2::text, $3::text, $4::request_state)`,
      [
        application.id,
        `Dr. Reference ${k + 1}`,
        `ref${k + 1}.${application.id}@bench.example.org`,
        k < (planned.completedReferences ?? 0) ? 'completed' : 'sent',
      ],
    );
  }
  if (planned.coverage) {
    await query(
      `insert into alternative_coverage (application_id, name, email, state)
      values ($1::uuid, 'Dr. Cover', $2::text, $3::request_state)`,
      [application.id, `cover.${application.id}@bench.example.org`, planned.coverage],
    );
  }
}
