import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type {
  TAdminQueueItem,
  TAdminQueuePage,
  TApplicationVerification,
  TExclusionImport,
  TExclusionSource,
} from '@docapply/contracts';
import { isValidNpi } from '@docapply/rules';
import { mailOutbox } from '@/core/db/schema';
import type { TTestApp } from './helpers/test-app';
import { createPerson, type TPerson } from './helpers/people';
import { resultOf, send, type TTestHospital } from './application-fixtures';
import { submitVerificationApplication } from './verification-fixtures';

/** Test data and calls for the exclusion lists (issue 15). */

/** A valid NPI (its Luhn check digit right) from a 9-digit base. */
export function makeNpi(base: number): string {
  const prefix = String(base).padStart(9, '0').slice(-9);
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidNpi(`${prefix}${digit}`)) {
      return `${prefix}${digit}`;
    }
  }
  throw new Error(`no check digit for ${prefix}`);
}

/** A multipart body: the CSV as the part `file` and, when given, the field `listDate`. */
export function listUploadBody(
  csv: string,
  { listDate, filename = 'UPDATED.csv' }: { listDate?: string; filename?: string } = {},
) {
  const boundary = `----docapply${randomUUID()}`;
  const field = listDate
    ? `--${boundary}\r\nContent-Disposition: form-data; name="listDate"\r\n\r\n${listDate}\r\n`
    : '';
  const payload = Buffer.concat([
    Buffer.from(
      `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /platform/exclusion-lists/{source}/import as `token`. */
export function uploadList(
  t: TTestApp,
  token: string,
  source: TExclusionSource,
  csv: string,
  options: { listDate?: string; filename?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, headers } = listUploadBody(csv, options);
  return t.app.inject({
    method: 'POST',
    url: `/api/platform/exclusion-lists/${source}/import`,
    payload,
    headers: { ...headers, 'x-auth-token': token },
  });
}

/** The same, expecting success: the import as the API answers it. */
export async function importList(
  t: TTestApp,
  token: string,
  source: TExclusionSource,
  csv: string,
  options: { listDate?: string } = {},
): Promise<TExclusionImport> {
  return resultOf<TExclusionImport>(await uploadList(t, token, source, csv, options));
}

export type TScreenedDoctor = { doctor: TPerson; applicationId: string };

/**
 * A doctor (account named like the application) and their SUBMITTED application to `hospital`,
 * whose identity section says `first last`, born `dateOfBirth`, with `npi`.
 */
export async function submitScreenedDoctor(
  t: TTestApp,
  hospital: TTestHospital,
  { first, last, dateOfBirth, npi }: { first: string; last: string; dateOfBirth: string; npi: string },
): Promise<TScreenedDoctor> {
  const doctor = await createPerson(t, first, last);
  const { id } = await submitVerificationApplication(t, {
    doctor,
    hospital,
    attestationName: `${first} ${last}`,
    answers: { legalFirstName: first, legalMiddleName: '', legalLastName: last, dateOfBirth, npi },
  });
  return { doctor, applicationId: id };
}

/** GET /admin/applications/{id}/verification as the hospital's admin. */
export async function readVerification(t: TTestApp, token: string, applicationId: string) {
  return resultOf<TApplicationVerification>(
    await send(t.app, 'GET', `/api/admin/applications/${applicationId}/verification`, token),
  );
}

/** The checklist item of `source` and the latest screening against it. */
export async function readScreening(
  t: TTestApp,
  token: string,
  applicationId: string,
  source: TExclusionSource,
) {
  const verification = await readVerification(t, token, applicationId);
  return {
    item: verification.items.find((item) => item.key === source),
    latest: verification.screenings.find((screening) => screening.source === source),
    screenings: verification.screenings.filter((screening) => screening.source === source),
  };
}

export function resolveMatch(
  t: TTestApp,
  token: string,
  applicationId: string,
  screeningId: string,
  body: { resolution: 'confirmed' | 'dismissed'; note: string },
) {
  return send(
    t.app,
    'POST',
    `/api/admin/applications/${applicationId}/screenings/${screeningId}/resolve`,
    token,
    body,
  );
}

/** The application's row in the admin's queue (its exclusion alert and checklist progress). */
export async function readQueueRow(
  t: TTestApp,
  token: string,
  applicationId: string,
): Promise<TAdminQueueItem> {
  const page = resultOf<TAdminQueuePage>(
    await send(t.app, 'GET', '/api/admin/applications?limit=100', token),
  );
  const row = page.data.find((item) => item.id === applicationId);
  if (!row) {
    throw new Error(`application ${applicationId} is not in the queue`);
  }
  return row;
}

/** The exclusion alert the queue shows on the application's row. */
export async function readAlert(
  t: TTestApp,
  token: string,
  applicationId: string,
): Promise<boolean | undefined> {
  return (await readQueueRow(t, token, applicationId)).exclusionAlert;
}

/** Subjects of the mails queued to `email` about exclusion lists. */
export async function exclusionMailsTo(
  t: TTestApp,
  email: string,
): Promise<{ subject: string; text: string }[]> {
  const rows = await t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.filter((row) => row.subject.includes('xclusion list match'));
}
