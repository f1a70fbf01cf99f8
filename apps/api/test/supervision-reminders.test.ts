import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TSupervisionRequest } from '@docapply/contracts';
import { createAppContext } from '@/compose';
import { runAsSystem } from '@/core/context';
import { auditLog, supervisionAgreements } from '@/core/db/schema';
import { SUPERVISION_REMINDERS_JOB } from '@/modules/supervision';
import { expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import type { TPerson } from './helpers/people';
import { baseUrlOf, changeOf, openLiveStream } from './live-fixtures';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import { followShortLink } from './request-fixtures';
import { mailsTo, startAnsweredApplication } from './submission-fixtures';
import {
  answerByLink,
  createMemberPhysician,
  createNursePractitioner,
  latestLinkToken,
  readAgreement,
  saveAgreement,
} from './supervision-fixtures';

const DAY_MS = 86_400_000;
const JOB = { names: [SUPERVISION_REMINDERS_JOB.name] };

describe('supervision reminders (job supervision-reminders)', () => {
  let t: TTestApp;
  let hospital: TTestHospital;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A nurse practitioner who named a new member physician; the request as it was sent. */
  async function namePhysician(first: string) {
    const practitioner = await createNursePractitioner(t, first, 'Practitioner');
    const physician = await createMemberPhysician(t, {
      first,
      last: 'Physician',
      hospitalId: hospital.hospital.id,
      privilegeIds: [hospital.privileges.admitting.id],
    });
    const { id } = await startAnsweredApplication(t, { token: practitioner.token, hospital });
    const agreement = readAgreement(
      await saveAgreement(t, practitioner.token, {
        applicationId: id,
        physicianId: physician.id,
        privilegeIds: [hospital.privileges.admitting.id],
      }),
    );
    return { practitioner, physician, applicationId: id, agreement, sentAt: new Date(agreement.sentAt) };
  }

  const atDay = (sentAt: Date, days: number) => new Date(sentAt.getTime() + days * DAY_MS);
  const subjectsTo = async (person: TPerson) => (await mailsTo(t, person.email)).map((mail) => mail.subject);
  const remindersTo = async (person: TPerson) =>
    (await mailsTo(t, person.email)).filter((mail) => mail.subject.startsWith('Reminder:'));

  it('reminds the physician once after 3 days, with a link that works, and not after the answer', async () => {
    const first = await namePhysician('Rita');
    // Another request, sent two days later: its physician is not reminded on the first one's day.
    const other = await namePhysician('Otis');
    await t.db
      .update(supervisionAgreements)
      .set({ sentAt: atDay(other.sentAt, 2), linkExpiresAt: atDay(other.sentAt, 16) })
      .where(eq(supervisionAgreements.id, other.agreement.id));

    await t.runJobs(atDay(first.sentAt, 2.9), JOB);
    expect(await remindersTo(first.physician)).toEqual([]);
    await t.runJobs(atDay(first.sentAt, 3), JOB);
    await t.runJobs(atDay(first.sentAt, 3), JOB);
    await t.runJobs(atDay(first.sentAt, 4), JOB);
    const reminders = await remindersTo(first.physician);
    expect(reminders.map((mail) => mail.subject)).toEqual([
      `Reminder: Rita Practitioner named you as collaborating physician at ${hospital.hospital.name}`,
    ]);
    expect(reminders[0].text).toContain('This link and the one in the earlier email open the same request');
    expect(await remindersTo(other.physician)).toEqual([]);
    expect(await remindersTo(first.practitioner)).toEqual([]);
    // The other request's own day comes: its physician only.
    await t.runJobs(atDay(other.sentAt, 5), JOB);
    expect(await remindersTo(other.physician)).toHaveLength(1);
    expect(await remindersTo(first.physician)).toHaveLength(1);

    // The reminder's link opens the request and answers it; the first email's link is then used too.
    const firstLink = await latestLinkToken(t, first.physician.email);
    const reminded = await followShortLink(t.app, reminders[0].text);
    expect(reminded.path).toBe('/supervision');
    expect(
      resultOf<TSupervisionRequest>(
        await send(t.app, 'GET', `/api/supervision/link?token=${encodeURIComponent(reminded.token)}`),
      ),
    ).toMatchObject({ practitionerName: 'Rita Practitioner', state: 'pending' });
    expect(
      resultOf(
        await answerByLink(t, { token: reminded.token, decision: 'confirm', signedName: 'Rita Physician' }),
      ),
    ).toMatchObject({ state: 'confirmed' });
    expectError(await answerByLink(t, { token: firstLink, decision: 'decline' }), 410, 'GONE');

    // Answered: no later reminder, no expiry notice.
    const before = await mailsTo(t, first.physician.email);
    for (const day of [11, 14]) {
      await t.runJobs(atDay(first.sentAt, day), JOB);
    }
    expect(await mailsTo(t, first.physician.email)).toHaveLength(before.length);
    expect(await subjectsTo(first.practitioner)).not.toContain(
      'Dr. Rita Physician did not answer your physician agreement',
    );

    // The trail (the office reads it once the application is submitted) holds the reminder, by no one.
    const trail = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        and(eq(auditLog.applicationId, first.applicationId), eq(auditLog.action, 'supervision.reminded')),
      );
    expect(trail).toEqual([{ action: 'supervision.reminded', actorId: null }]);
  });

  it('reminds again 3 days before the link expires, then tells the practitioner it expired', async () => {
    const named = await namePhysician('Lena');
    for (const day of [3, 10.9]) {
      await t.runJobs(atDay(named.sentAt, day), JOB);
    }
    expect(await remindersTo(named.physician)).toHaveLength(1);
    for (const day of [11, 12, 13.9]) {
      await t.runJobs(atDay(named.sentAt, day), JOB);
    }
    expect(await remindersTo(named.physician)).toHaveLength(2);
    expect(await subjectsTo(named.practitioner)).toEqual([]);

    const stream = await openLiveStream(baseUrlOf(t.app), named.practitioner.token);
    try {
      await t.runJobs(atDay(named.sentAt, 14), JOB);
      await stream.waitFor(changeOf('supervision', named.applicationId));
    } finally {
      stream.close();
    }
    await t.runJobs(atDay(named.sentAt, 14.5), JOB);
    await t.runJobs(atDay(named.sentAt, 16), JOB);
    const told = await mailsTo(t, named.practitioner.email);
    expect(told.map((mail) => mail.subject)).toEqual([
      'Dr. Lena Physician did not answer your physician agreement',
    ]);
    expect(told[0].text).toContain(`/my/application/${named.applicationId}`);
    expect(await remindersTo(named.physician)).toHaveLength(2);

    // Sent again: a new chain of reminders, counted from the new sending.
    const resent = readAgreement(
      await send(t.app, 'POST', '/api/supervision/resend', named.practitioner.token, {
        applicationId: named.applicationId,
      }),
    );
    await t.runJobs(atDay(new Date(resent.sentAt), 3), JOB);
    expect(await remindersTo(named.physician)).toHaveLength(3);
  });

  it('sends the latest step only when the job first runs late', async () => {
    const named = await namePhysician('Leo');
    await t.runJobs(atDay(named.sentAt, 12), JOB);
    await t.runJobs(atDay(named.sentAt, 13), JOB);
    expect(await remindersTo(named.physician)).toHaveLength(1);
  });

  it('sends one email per step when two runners run the job at once', async () => {
    const named = await namePhysician('Ruby');
    // Two processes that both claimed the job: its run function twice at once, past the claim.
    const ctx = createAppContext({ config: { ...t.config, SMTP_URL: undefined }, db: t.db, log: t.app.log });
    try {
      for (const day of [3, 11, 14]) {
        const now = atDay(named.sentAt, day);
        const run = () => runAsSystem(ctx, 'test', () => SUPERVISION_REMINDERS_JOB.run(ctx, now), now);
        await Promise.all([run(), run()]);
      }
    } finally {
      await ctx.mailer.stop();
      await ctx.live.close();
    }
    expect(await remindersTo(named.physician)).toHaveLength(2);
    expect(await subjectsTo(named.practitioner)).toEqual([
      'Dr. Ruby Physician did not answer your physician agreement',
    ]);
  });
});
