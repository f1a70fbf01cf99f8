import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TReferenceRequest } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { applications, hospitals, remindersSent } from '@/core/db/schema';
import { createMailer } from '@/core/outbox/mailer';
import { runRequestReminders } from '@/modules/references/request-reminders';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import { followShortLink } from './request-fixtures';
import {
  askPerson,
  atDay,
  getDoctorDetail,
  newestLinkToken,
  readRequestTimes,
  remindersTo,
  runRemindersAt,
} from './request-reminders-fixtures';

/**
 * Issue 14: referees and covering physicians who have not answered are reminded at the hospital's
 * days after sending (3, 7 and 14 unless it chose others), once each, until they answer, decline
 * or the link expires; a reminder's link is fresh and the earlier ones keep working.
 */
describe('request reminders', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let doctor: TPerson;

  beforeAll(async () => {
    t = await createTestApp({ env: { DOCTOR_URL: 'https://doctor.example.org/' } });
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new doctor's application (one open application per doctor and hospital); `doctor` is theirs. */
  async function newApplication(hospitalId = hospital.hospital.id): Promise<string> {
    doctor = await createPerson(t, 'Alex', 'Rivera');
    return resultOf<{ id: string }>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId }),
      201,
    ).id;
  }

  async function thresholdsOf(kind: 'reference' | 'coverage', applicationId: string) {
    const rows = await t.db
      .select({ threshold: remindersSent.threshold })
      .from(remindersSent)
      .where(and(eq(remindersSent.applicationId, applicationId), eq(remindersSent.kind, kind)))
      .orderBy(remindersSent.threshold);
    return rows.map((row) => row.threshold);
  }

  const listReferences = async (applicationId: string) =>
    resultOf<{ data: TReferenceRequest[] }>(
      await send(t.app, 'GET', `/api/references/details?applicationId=${applicationId}`, doctor.token),
    ).data;

  it('reminds at 3, 7 and 14 days, once each, and shows the doctor when but never an answer', async () => {
    const applicationId = await newApplication();
    const ref = await askPerson(t, {
      token: doctor.token,
      applicationId,
      kind: 'reference',
      name: 'Jordan Blake',
    });
    const cover = await askPerson(t, {
      token: doctor.token,
      applicationId,
      kind: 'coverage',
      name: 'Cora Cover',
    });

    await runRemindersAt(t, ref.sentAt, 2);
    expect(await remindersTo(t, ref.person.email)).toEqual([]);
    for (const day of [3, 7, 14]) {
      await runRemindersAt(t, ref.sentAt, day);
      // A second run at the same time, and one an hour later, send nothing more.
      await runRemindersAt(t, ref.sentAt, day);
      await runRemindersAt(t, ref.sentAt, day + 1 / 24);
    }
    await runRemindersAt(t, ref.sentAt, 20);

    const mails = await remindersTo(t, ref.person.email);
    expect(mails.map((mail) => mail.subject)).toEqual(
      Array(3).fill(`Reminder: Dr. Alex Rivera asked you for a reference for ${hospital.hospital.name}`),
    );
    expect(mails[0].text).toContain('Hello Jordan Blake');
    expect(mails[0].text).toContain('We have not received your answer yet.');
    expect(mails[0].text).toMatch(/https:\/\/doctor\.example\.org\/redirect\?c=[\w-]{8,}/);
    expect(await remindersTo(t, cover.person.email)).toHaveLength(3);
    expect(await thresholdsOf('reference', applicationId)).toEqual([3, 7, 14]);
    expect(await thresholdsOf('coverage', applicationId)).toEqual([3, 7, 14]);

    // The doctor sees when each reminder went, on the list and the application's page.
    const expected = [3, 7, 14].map((day) => atDay(ref.sentAt, day).toISOString());
    const [listed] = await listReferences(applicationId);
    expect(listed.remindedAt).toEqual(expected);
    const detail = await getDoctorDetail(t, doctor.token, applicationId);
    expect(detail.references[0].remindedAt).toEqual(expected);
    expect(detail.coverage?.remindedAt).toEqual(
      [3, 7, 14].map((day) => atDay(ref.sentAt, day).toISOString()),
    );
    expect(detail.coverage).not.toHaveProperty('answers');

    // Its answer stays the office's.
    const token = await newestLinkToken(t, ref.person.email);
    resultOf(
      await send(t.app, 'POST', '/api/references/respond', undefined, {
        token,
        answers: { ok: 'SECRET-ANSWER' },
      }),
    );
    const after = await getDoctorDetail(t, doctor.token, applicationId);
    expect(after.references[0]).toMatchObject({ state: 'completed', remindedAt: expected });
    expect(JSON.stringify(after)).not.toContain('SECRET-ANSWER');
    expect(JSON.stringify(await listReferences(applicationId))).not.toContain('SECRET-ANSWER');
  });

  it("follows the hospital's own days, and sends only the latest one reached on a late first run", async () => {
    const own = await createHospitalWithForms(t.db, { minReferences: 1 });
    await t.db
      .update(hospitals)
      .set({ referenceReminderDays: [2, 5] })
      .where(eq(hospitals.id, own.hospital.id));
    const applicationId = await newApplication(own.hospital.id);
    const ref = await askPerson(t, {
      token: doctor.token,
      applicationId,
      kind: 'reference',
      name: 'Riley Chen',
    });
    for (const day of [1, 2, 3, 5, 7, 14]) {
      await runRemindersAt(t, ref.sentAt, day);
    }
    expect(await thresholdsOf('reference', applicationId)).toEqual([2, 5]);
    expect(await remindersTo(t, ref.person.email)).toHaveLength(2);

    // The default days, first run on day 8: the 7-day reminder only, then the 14-day one.
    const lateId = await newApplication();
    const late = await askPerson(t, {
      token: doctor.token,
      applicationId: lateId,
      kind: 'reference',
      name: 'Lee Late',
    });
    await runRemindersAt(t, late.sentAt, 8);
    await runRemindersAt(t, late.sentAt, 9);
    await runRemindersAt(t, late.sentAt, 14);
    expect(await thresholdsOf('reference', lateId)).toEqual([7, 14]);
    expect(await remindersTo(t, late.person.email)).toHaveLength(2);
  });

  it('stops when answered, declined or expired, and on a decided application; a resend starts again', async () => {
    const own = await createHospitalWithForms(t.db, { minReferences: 1 });
    // Day 3's reminder moves the link to day 17: by day 20 it has expired unanswered.
    await t.db
      .update(hospitals)
      .set({ referenceReminderDays: [3, 20] })
      .where(eq(hospitals.id, own.hospital.id));
    const applicationId = await newApplication(own.hospital.id);
    const ask = (name: string) =>
      askPerson(t, { token: doctor.token, applicationId, kind: 'reference', name });
    const answering = await ask('Ann Answer');
    const declining = await ask('Dee Decline');
    const waiting = await ask('Wes Wait');
    const respond = async (email: string, body: Record<string, unknown>) =>
      resultOf(
        await send(t.app, 'POST', '/api/references/respond', undefined, {
          token: await newestLinkToken(t, email),
          ...body,
        }),
      );
    await respond(answering.person.email, { answers: { ok: 'Yes' } });
    await respond(declining.person.email, { decline: true });

    await runRemindersAt(t, waiting.sentAt, 3);
    await runRemindersAt(t, waiting.sentAt, 20);
    expect(await remindersTo(t, answering.person.email)).toEqual([]);
    expect(await remindersTo(t, declining.person.email)).toEqual([]);
    expect(await remindersTo(t, waiting.person.email)).toHaveLength(1);
    const { linkExpiresAt } = await readRequestTimes(t, 'reference', waiting.request.id);
    expect(linkExpiresAt?.toISOString()).toBe(
      new Date(atDay(waiting.sentAt, 3).getTime() + 14 * 86_400_000).toISOString(),
    );

    // The doctor sends it again: a new chain from the new sending time, the old dates kept.
    resultOf(await send(t.app, 'POST', `/api/references/${waiting.request.id}/resend`, doctor.token));
    const resentAt = (await readRequestTimes(t, 'reference', waiting.request.id)).sentAt as Date;
    expect(resentAt.getTime()).toBeGreaterThan(waiting.sentAt.getTime());
    await runRemindersAt(t, resentAt, 3);
    await runRemindersAt(t, resentAt, 3);
    expect(await remindersTo(t, waiting.person.email)).toHaveLength(2);
    const [, , listed] = await listReferences(applicationId);
    expect(listed.remindedAt).toEqual(
      [atDay(waiting.sentAt, 3), atDay(resentAt, 3)].map((d) => d.toISOString()),
    );

    // Once the application is decided nobody is chased.
    await t.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, applicationId));
    await runRemindersAt(t, resentAt, 20);
    expect(await remindersTo(t, waiting.person.email)).toHaveLength(2);
  });

  it('sends a fresh link with the reminder, and the link emailed before still works', async () => {
    const applicationId = await newApplication();
    const ref = await askPerson(t, {
      token: doctor.token,
      applicationId,
      kind: 'reference',
      name: 'Pat Links',
    });
    const earlier = await newestLinkToken(t, ref.person.email);
    await runRemindersAt(t, ref.sentAt, 3);
    const [reminder] = await remindersTo(t, ref.person.email);
    const reminded = (await followShortLink(t.app, reminder.text)).token;
    expect(reminded).not.toBe(earlier);

    for (const token of [earlier, reminded]) {
      const opened = await send(t.app, 'POST', '/api/auth/extractValues', undefined, { token });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().result).toMatchObject({ purpose: 'reference', personName: 'Pat Links' });
    }
    // One answer, by either link; then both are used.
    resultOf(
      await send(t.app, 'POST', '/api/references/respond', undefined, {
        token: earlier,
        answers: { ok: 'Yes' },
      }),
    );
    const again = await send(t.app, 'POST', '/api/references/respond', undefined, {
      token: reminded,
      answers: { ok: 'Yes' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe('This link has already been used.');
  });

  it('sends one email per threshold when two runs race', async () => {
    const applicationId = await newApplication();
    const ref = await askPerson(t, {
      token: doctor.token,
      applicationId,
      kind: 'reference',
      name: 'Ray Race',
    });
    const mailer = createMailer({ db: t.db, log: t.app.log, from: t.config.MAIL_FROM });
    const ctx = { config: t.config, db: t.db, mailer, log: t.app.log } as TAppContext;
    try {
      for (const day of [3, 7]) {
        const now = atDay(ref.sentAt, day);
        await Promise.all([runRequestReminders(ctx, now), runRequestReminders(ctx, now)]);
      }
    } finally {
      await mailer.stop();
    }
    expect(await remindersTo(t, ref.person.email)).toHaveLength(2);
    expect(await thresholdsOf('reference', applicationId)).toEqual([3, 7]);
  });
});
