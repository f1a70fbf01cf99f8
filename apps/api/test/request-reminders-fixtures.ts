import { and, asc, eq, like } from 'drizzle-orm';
import type { TApplicationDetail, TReferenceRequest, TRequestKind } from '@docapply/contracts';
import { alternativeCoverage, mailOutbox, references } from '@/core/db/schema';
import { REQUEST_REMINDERS_JOB } from '@/modules/references/request-reminders';
import type { TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';
import { followShortLink, personBody } from './request-fixtures';

export const DAY_MS = 86_400_000;
const PATHS: Record<TRequestKind, string> = {
  reference: '/api/references',
  coverage: '/api/alternativeCoverage',
};

/** A person asked through the doctor's API: the request, the person, and when it was sent. */
export async function askPerson(
  t: TTestApp,
  {
    token,
    applicationId,
    kind,
    name,
  }: { token: string; applicationId: string; kind: TRequestKind; name: string },
) {
  const person = personBody({ name });
  const request = resultOf<TReferenceRequest>(
    await send(t.app, 'POST', PATHS[kind], token, { applicationId, ...person }),
    201,
  );
  return { request, person, sentAt: await readSentAt(t, kind, request.id) };
}

/** The request's stored sending time and link expiry. */
export async function readRequestTimes(t: TTestApp, kind: TRequestKind, id: string) {
  const table = kind === 'reference' ? references : alternativeCoverage;
  const [row] = await t.db
    .select({ sentAt: table.sentAt, linkExpiresAt: table.linkExpiresAt })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

async function readSentAt(t: TTestApp, kind: TRequestKind, id: string): Promise<Date> {
  const { sentAt } = await readRequestTimes(t, kind, id);
  if (!sentAt) {
    throw new Error('The request has no sending time');
  }
  return sentAt;
}

/** Runs the reminders job alone at `days` after `from` (plus a minute). */
export function runRemindersAt(t: TTestApp, from: Date, days: number): Promise<unknown> {
  return t.runJobs(atDay(from, days), { names: [REQUEST_REMINDERS_JOB] });
}

export function atDay(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS + 60_000);
}

/** The reminder emails `email` received, oldest first. */
export function remindersTo(t: TTestApp, email: string) {
  return t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, 'Reminder:%')))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

/** The token of the newest link emailed to `email` (request or reminder). */
export async function newestLinkToken(t: TTestApp, email: string): Promise<string> {
  const rows = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  const last = rows.at(-1);
  if (!last) {
    throw new Error(`No mail to ${email}`);
  }
  return (await followShortLink(t.app, last.text)).token;
}

export async function getDoctorDetail(t: TTestApp, token: string, id: string): Promise<TApplicationDetail> {
  return resultOf<TApplicationDetail>(await send(t.app, 'GET', `/api/applicationDatas/${id}`, token));
}
