import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { TSupervisionAgreement, TSupervisionPart } from '@docapply/contracts';
import { appointments, users } from '@/core/db/schema';
import type { TTestApp } from './helpers/test-app';
import { createPerson, type TPerson } from './helpers/people';
import { resultOf, send } from './application-fixtures';
import { createApplication, followShortLink } from './request-fixtures';
import { mailsTo } from './submission-fixtures';

/**
 * A physician who is a member of `hospitalId`: an active appointment (recorded directly: approving
 * an application is the appointments module's) holding `privilegeIds`.
 */
export async function createMemberPhysician(
  t: TTestApp,
  {
    first,
    last,
    hospitalId,
    privilegeIds,
  }: { first: string; last: string; hospitalId: string; privilegeIds: string[] },
): Promise<TPerson & { appointmentId: string }> {
  const person = await createPerson(t, first, last);
  const applicationId = await createApplication(t.db, {
    doctorId: person.id,
    hospitalId,
    status: 'approved',
  });
  const [appointment] = await t.db
    .insert(appointments)
    .values({
      applicationId,
      doctorId: person.id,
      hospitalId,
      startsOn: dayjs().subtract(1, 'month').format('YYYY-MM-DD'),
      endsOn: dayjs().add(23, 'month').format('YYYY-MM-DD'),
      privilegeIds,
    })
    .returning();
  return { ...person, appointmentId: appointment.id };
}

/** A nurse practitioner's account (the type registration would set). */
export async function createNursePractitioner(t: TTestApp, first: string, last: string): Promise<TPerson> {
  const person = await createPerson(t, first, last);
  await t.db.update(users).set({ practitionerType: 'np' }).where(eq(users.id, person.id));
  return person;
}

export function getPart(t: TTestApp, token: string, applicationId: string) {
  return send(t.app, 'GET', `/api/supervision?applicationId=${applicationId}`, token);
}

export function readPart(response: Awaited<ReturnType<typeof getPart>>): TSupervisionPart {
  return resultOf<TSupervisionPart>(response);
}

export function saveAgreement(t: TTestApp, token: string, body: Record<string, unknown>) {
  return send(t.app, 'PUT', '/api/supervision', token, { relationship: 'collaborating', ...body });
}

export function readAgreement(response: Awaited<ReturnType<typeof saveAgreement>>): TSupervisionAgreement {
  return resultOf<TSupervisionAgreement>(response);
}

export function searchPhysicians(t: TTestApp, token: string, applicationId: string, q: string) {
  return send(
    t.app,
    'GET',
    `/api/supervision/physicians?applicationId=${applicationId}&q=${encodeURIComponent(q)}`,
    token,
  );
}

/** The token of the newest request emailed to the physician. */
export async function latestLinkToken(t: TTestApp, email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).at(-1);
  if (!mail) {
    throw new Error(`No mail to ${email}`);
  }
  const link = await followShortLink(t.app, mail.text);
  if (link.path !== '/supervision') {
    throw new Error(`Unexpected link ${link.path}`);
  }
  return link.token;
}

export function answerByLink(t: TTestApp, body: Record<string, unknown>) {
  return send(t.app, 'POST', '/api/supervision/link/answer', undefined, body);
}
