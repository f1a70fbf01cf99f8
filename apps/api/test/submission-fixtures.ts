import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TApplicationDetail, TApplicationSummary } from '@docapply/contracts';
import { mailOutbox } from '@/core/db/schema';
import type { TTestApp } from './helpers/test-app';
import { COMPLETE_APPLICATION_ANSWERS, resultOf, send, type TTestHospital } from './application-fixtures';
import { grantStepUp } from './helpers/factors';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads a small PDF named `filename` to the application; its file id. */
export async function uploadPdf(
  app: FastifyInstance,
  token: string,
  applicationId: string,
  filename: string,
) {
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
  const response = await app.inject({
    method: 'POST',
    url: `/api/gcs/upload/${applicationId}/${id}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': token },
  });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

export type TStartedApplication = { id: string; applicationResponseId: string; surveyResponseId: string };

/** A new application with every form answered and one privilege picked; references are the caller's. */
export async function startAnsweredApplication(
  t: TTestApp,
  {
    token,
    hospital,
    answers = {},
  }: { token: string; hospital: TTestHospital; answers?: Record<string, unknown> },
): Promise<TStartedApplication> {
  const { id } = resultOf<TApplicationSummary>(
    await send(t.app, 'POST', '/api/applications', token, { hospitalId: hospital.hospital.id }),
    201,
  );
  const detail = resultOf<TApplicationDetail>(await send(t.app, 'GET', `/api/applicationDatas/${id}`, token));
  const applicationResponseId = detail.forms.application?.responseId ?? '';
  const surveyResponseId = detail.forms.survey?.responseId ?? '';
  await saveAnswers(t, token, applicationResponseId, { ...COMPLETE_APPLICATION_ANSWERS, ...answers });
  await saveAnswers(t, token, surveyResponseId, { unit: 'Cardiology ward' });
  resultOf(
    await send(t.app, 'POST', '/api/privileges', token, {
      applicationId: id,
      privilegeId: hospital.privileges.admitting.id,
    }),
    201,
  );
  return { id, applicationResponseId, surveyResponseId };
}

export async function saveAnswers(
  t: TTestApp,
  token: string,
  responseId: string,
  answers: Record<string, unknown>,
) {
  resultOf(await send(t.app, 'PUT', `/api/formsResponse/${responseId}`, token, { answers }));
}

/** The doctor's submit, after a fresh step-up (the emailed code, read from the outbox). */
export async function submitApplication(t: TTestApp, token: string, id: string, attestationName: string) {
  await grantStepUp(t, token);
  return send(t.app, 'POST', `/api/applications/${id}/submit`, token, { attestationName });
}

export function decide(t: TTestApp, token: string, id: string, status: string, note = '') {
  return send(t.app, 'POST', `/api/admin/applications/${id}/status`, token, { status, note });
}

/** What the outbox holds for `email`, oldest first. */
export async function mailsTo(t: TTestApp, email: string) {
  return t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}
