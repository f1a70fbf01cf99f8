import type { LightMyRequestResponse } from 'fastify';
import type { TOppeCycle, TOppeIndicator } from '@docapply/contracts';
import { applications, appointments, screeningSubjects } from '@/core/db/schema';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import { makeNpi } from './exclusions-fixtures';
import { createMultipartBody } from './helpers/multipart';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import type { TTestApp } from './helpers/test-app';

/** Test data and calls for OPPE (issue 41). */

export type TPractitioner = TPerson & { npi: string };
export type TOppeHospital = { hospital: TTestHospital; admin: TPerson; base: string };

let npiBase = Math.floor(Math.random() * 1e8);

/** A hospital with its admin (the office signing for the chairs) and the base of its OPPE routes. */
export async function createOppeHospital(t: TTestApp, adminName = 'Olive'): Promise<TOppeHospital> {
  const hospital = await createHospitalWithForms(t.db);
  const admin = await createHospitalAdmin(t, adminName, 'Office', hospital.hospital.id);
  return { hospital, admin, base: `/api/admin/hospitals/${hospital.hospital.id}/oppe` };
}

/**
 * A doctor appointed at the hospital: an approved application, its appointment in force, and the
 * NPI its answers gave (kept in screening_subjects on submission).
 */
export async function appointPractitioner(
  t: TTestApp,
  { hospitalId, name = ['Dana', 'Doe'] }: { hospitalId: string; name?: [string, string] },
): Promise<TPractitioner> {
  const doctor = await createPerson(t, name[0], name[1]);
  npiBase += 1;
  const npi = makeNpi(npiBase);
  const [application] = await t.db
    .insert(applications)
    .values({ doctorId: doctor.id, hospitalId, status: 'approved', submittedAt: new Date() })
    .returning();
  await t.db.insert(appointments).values({
    applicationId: application.id,
    doctorId: doctor.id,
    hospitalId,
    startsOn: '2020-01-01',
    endsOn: '2099-12-31',
  });
  await t.db.insert(screeningSubjects).values({
    applicationId: application.id,
    doctorId: doctor.id,
    hospitalId,
    npi,
    firstName: name[0],
    lastName: name[1],
    firstKey: name[0].toLowerCase(),
    lastKey: name[1].toLowerCase(),
  });
  return { ...doctor, npi };
}

export async function createIndicator(
  t: TTestApp,
  h: TOppeHospital,
  body: Record<string, unknown>,
): Promise<TOppeIndicator> {
  return resultOf<TOppeIndicator>(
    await send(t.app, 'POST', `${h.base}/indicators`, h.admin.token, body),
    201,
  );
}

/** Cardiology's complication rate (flagged above 5 %, fewer than 10 cases too few) and case volume (20 at least). */
export async function createCardiologyIndicators(t: TTestApp, h: TOppeHospital) {
  const complications = await createIndicator(t, h, {
    department: 'Cardiology',
    key: 'complication-rate',
    name: 'Complication rate',
    kind: 'rate',
    unit: '%',
    max: 5,
    lowVolumeBelow: 10,
  });
  const volume = await createIndicator(t, h, {
    department: 'Cardiology',
    key: 'case-volume',
    name: 'Case volume',
    kind: 'count',
    unit: 'cases',
    min: 20,
  });
  return { complications, volume };
}

/** POST …/oppe/cycles: the cycle holding today, from this month's first day. */
export async function openCycle(t: TTestApp, h: TOppeHospital): Promise<TOppeCycle> {
  return resultOf<TOppeCycle>(await send(t.app, 'POST', `${h.base}/cycles`, h.admin.token), 201);
}

/** POST …/oppe/imports with `csv` as the file part. */
export function uploadOppeCsv(
  t: TTestApp,
  {
    base,
    token,
    csv,
    name = 'quality-export.csv',
  }: { base: string; token: string; csv: string; name?: string },
): Promise<LightMyRequestResponse> {
  const { payload, headers } = createMultipartBody(
    {},
    { field: 'file', name, content: Buffer.from(csv), type: 'text/csv' },
  );
  return t.app.inject({
    method: 'POST',
    url: `${base}/imports`,
    payload,
    headers: { ...headers, 'x-auth-token': token },
  });
}

export const csvOf = (rows: (string | number)[][]) =>
  ['npi,indicator,period,numerator,denominator', ...rows.map((row) => row.join(','))].join('\n') + '\n';
