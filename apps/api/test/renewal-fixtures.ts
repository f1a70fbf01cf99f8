import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TApplicationDetail, TApplicationStatus, TApplicationSummary } from '@docapply/contracts';
import { todayString, type TFormAnswers, type TGroupRow } from '@docapply/rules';
import { applications, formResponses, hospitals } from '@/core/db/schema';
import { seedHospitalForms } from '@/core/db/seed-data/seed-forms';
import type { TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { PDF } from './submission-fixtures';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD `n` days after `date`. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD `n` days from today (the server's date). */
export function inDays(n: number): string {
  return addDays(todayString(), n);
}

/** Noon of a day in the server's time zone: a job clock that reads as that day. */
export function noonOf(date: string): Date {
  return new Date(`${date}T12:00:00`);
}

/** A row of the default application form's licences (its copy names the expiry date). */
export function licence(state: string, expiryDate: string, licenceCopy?: string): TGroupRow {
  const row = { state, licenceNumber: `${state}-${randomBytes(3).toString('hex')}`, expiryDate };
  return licenceCopy ? { ...row, licenceCopy } : row;
}

/** A hospital with the real default forms: licences, DEA, boards and insurance name their expiry dates. */
export async function createSeededHospital(t: TTestApp, name = 'Expiry Hospital') {
  const suffix = randomBytes(4).toString('hex');
  const [hospital] = await t.db
    .insert(hospitals)
    .values({
      name: `${name} ${suffix}`,
      slug: `renewal-${suffix}`,
      city: 'Springfield',
      state: 'IL',
      about: 'A hospital for tests.',
    })
    .returning();
  await seedHospitalForms(t.db, hospital);
  return hospital;
}

/** A new draft of the doctor's at the hospital, with its application form's response. */
export async function startDraft(t: TTestApp, token: string, hospitalId: string) {
  const { id } = resultOf<TApplicationSummary>(
    await send(t.app, 'POST', '/api/applications', token, { hospitalId }),
    201,
  );
  const detail = resultOf<TApplicationDetail>(await send(t.app, 'GET', `/api/applicationDatas/${id}`, token));
  return { id, responseId: detail.forms.application?.responseId ?? '' };
}

/**
 * Writes answers straight into the response (dates in the past or far ahead, as time would have
 * made them) and, unless a draft, the status the hospital's office would have moved it to.
 */
export async function settle(
  t: TTestApp,
  draft: { id: string; responseId: string },
  answers: TFormAnswers,
  status: TApplicationStatus = 'applied',
): Promise<void> {
  const [row] = await t.db.select().from(formResponses).where(eq(formResponses.id, draft.responseId));
  await t.db
    .update(formResponses)
    .set({ answers: { ...(row.answers as TFormAnswers), ...answers } })
    .where(eq(formResponses.id, draft.responseId));
  if (status !== 'draft') {
    await t.db
      .update(applications)
      .set({ status, submittedAt: new Date() })
      .where(eq(applications.id, draft.id));
  }
}

/** Uploads a small PDF to `scope` (an application id, or "profile"); its file id. */
export async function uploadTo(t: TTestApp, token: string, scope: string, filename: string): Promise<string> {
  const boundary = `----docapply${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const id = randomUUID();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/gcs/upload/${scope}/${id}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

/** The doctor's answers to one response, as the doctor's API shows them. */
export async function readAnswers(t: TTestApp, token: string, responseId: string): Promise<TFormAnswers> {
  return resultOf<{ answers: TFormAnswers }>(
    await send(t.app, 'GET', `/api/formsResponse/${responseId}`, token),
  ).answers;
}

export const LICENCE_KEY = 'application:licences.0.licenceCopy';
