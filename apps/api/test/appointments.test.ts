import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminApplicationReview,
  TAdminQueuePage,
  TApplicationDetail,
  TApplicationList,
  TPlatformHospital,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { createAppContext } from '@/compose';
import { runAsSystem } from '@/core/context';
import { auditLog, hospitals, remindersSent } from '@/core/db/schema';
import { reappointmentInvitationsJob } from '@/modules/appointments/jobs';
import { createUserWithToken } from './helpers/auth';
import { expectClientError } from './helpers/error-shape';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import { addDays, createApprovedApplication, listAppointments, noonOf } from './appointment-fixtures';
import { mailsTo } from './submission-fixtures';

describe('appointments: approval, invitation, lapse', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let admin: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db, { minReferences: 1 });
    // The hospital's own cycle: 18-month appointments, invited 120 days before the end.
    await t.db
      .update(hospitals)
      .set({ appointmentMonths: 18, reappointmentLeadDays: 120 })
      .where(eq(hospitals.id, hospital.hospital.id));
    admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const invite = (day: string) => t.runJobs(noonOf(day), { names: ['reappointment-invitations'] });
  const lapse = (day: string) => t.runJobs(noonOf(day), { names: ['appointment-lapses'] });
  const auditActions = async (applicationId: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.applicationId, applicationId))).map(
      (row) => row.action,
    );

  it('records the appointment with the approval: from today for the hospital’s months, with the privileges granted', async () => {
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    const { id } = await createApprovedApplication(t, { doctor, admin, hospital });
    const today = todayString();
    const endsOn = dayjs(today).add(18, 'month').format('YYYY-MM-DD');

    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token),
    );
    expect(detail.kind).toBe('initial');
    expect(detail.appointment).toMatchObject({
      applicationId: id,
      hospitalName: hospital.hospital.name,
      startsOn: today,
      endsOn,
      state: 'active',
      invitedAt: null,
      privileges: [
        { id: hospital.privileges.admitting.id, name: 'Admitting', department: 'Internal Medicine' },
      ],
    });
    // The office's review shows the same appointment.
    const review = resultOf<TAdminApplicationReview>(
      await send(t.app, 'GET', `/api/admin/applications/${id}`, admin.token),
    );
    expect(review.appointment).toEqual(detail.appointment);
    // The doctor's list says what comes next instead of "no action needed".
    const list = resultOf<TApplicationList>(
      await send(t.app, 'GET', '/api/applications/all/hospitals', doctor.token),
    );
    expect(list.data.find((row) => row.id === id)?.nextAction).toBe(
      'Your application was approved. We will remind you before a document expires, and invite you to apply for reappointment before your appointment ends.',
    );
    // The timeline and the audit trail keep the step.
    expect(detail.history.at(-1)?.note).toBe(
      `Appointment recorded from ${dayjs(today).format('MM/DD/YYYY')} to ${dayjs(endsOn).format('MM/DD/YYYY')}.`,
    );
    expect(await auditActions(id)).toContain('appointment.recorded');
  });

  it('invites the doctor once, on the day the hospital’s lead days before the end begin, and not before', async () => {
    const doctor = await createPerson(t, 'Sam', 'Ortiz');
    const { id } = await createApprovedApplication(t, { doctor, admin, hospital, name: 'Sam Ortiz' });
    const [appointment] = await listAppointments(t, doctor.token);
    const opensOn = addDays(appointment.endsOn, -120);

    await invite(addDays(opensOn, -1));
    expect(await mailsTo(t, doctor.email)).not.toContainEqual(
      expect.objectContaining({ subject: `Apply for reappointment at ${hospital.hospital.name}` }),
    );
    expect((await listAppointments(t, doctor.token))[0].invitedAt).toBeNull();

    // Two processes that both claimed the job: its run function twice at once, past the claim.
    const ctx = createAppContext({ config: { ...t.config, SMTP_URL: undefined }, db: t.db, log: t.app.log });
    try {
      const now = noonOf(opensOn);
      await Promise.all([
        runAsSystem(ctx, 'test', () => reappointmentInvitationsJob.run(ctx, now), now),
        runAsSystem(ctx, 'test', () => reappointmentInvitationsJob.run(ctx, now), now),
      ]);
    } finally {
      await ctx.mailer.stop();
      await ctx.live.close();
    }
    // Run again, and by the scheduler: still one email.
    await invite(opensOn);
    await invite(addDays(opensOn, 30));
    const invitations = (await mailsTo(t, doctor.email)).filter((mail) =>
      mail.subject.startsWith('Apply for reappointment'),
    );
    expect(invitations).toHaveLength(1);
    expect(invitations[0].subject).toBe(`Apply for reappointment at ${hospital.hospital.name}`);
    expect(invitations[0].text).toContain(`ends on ${dayjs(appointment.endsOn).format('MM/DD/YYYY')}`);
    expect(invitations[0].text).toContain(`${t.config.DOCTOR_URL}dashboard`);
    const sent = await t.db
      .select()
      .from(remindersSent)
      .where(and(eq(remindersSent.kind, 'reappointment'), eq(remindersSent.subjectKey, appointment.id)));
    expect(sent).toHaveLength(1);
    expect((await listAppointments(t, doctor.token))[0].invitedAt).not.toBeNull();
    expect(await auditActions(id)).toContain('appointment.invited');
  });

  it('lapses an appointment past its last day without a decision, and flags it in the queue', async () => {
    const doctor = await createPerson(t, 'Kim', 'Lee');
    const { id } = await createApprovedApplication(t, { doctor, admin, hospital, name: 'Kim Lee' });
    const [appointment] = await listAppointments(t, doctor.token);

    const queueRow = async () =>
      resultOf<TAdminQueuePage>(
        await send(
          t.app,
          'GET',
          `/api/admin/applications?hospitalId=${hospital.hospital.id}&status=approved&limit=100`,
          admin.token,
        ),
      ).data.find((item) => item.id === id);

    // On its last day it is still valid.
    await lapse(appointment.endsOn);
    expect((await listAppointments(t, doctor.token))[0].state).toBe('active');
    expect(await queueRow()).toMatchObject({ kind: 'initial', lapsedOn: null });

    await lapse(addDays(appointment.endsOn, 1));
    await lapse(addDays(appointment.endsOn, 2));
    const [lapsed] = await listAppointments(t, doctor.token);
    expect(lapsed).toMatchObject({ id: appointment.id, state: 'lapsed' });
    expect(lapsed.lapsedAt).not.toBeNull();
    expect(await queueRow()).toMatchObject({ kind: 'initial', lapsedOn: appointment.endsOn });

    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token),
    );
    expect(detail.history.at(-1)?.note).toBe(
      `The appointment ended on ${dayjs(appointment.endsOn).format('MM/DD/YYYY')} without reappointment.`,
    );
    expect((await auditActions(id)).filter((action) => action === 'appointment.lapsed')).toHaveLength(1);
  });
});

describe('the hospital’s cycle settings', () => {
  let t: TTestApp;
  let hospital: TTestHospital;
  let platformToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospitalWithForms(t.db);
    platformToken = (await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (body: unknown) =>
    send(t.app, 'PUT', `/api/platform/hospitals/${hospital.hospital.id}`, platformToken, body);

  it('starts from 24 months, 120 days and reminders after 3, 7 and 14 days', async () => {
    const list = resultOf<{ data: TPlatformHospital[] }>(
      await send(t.app, 'GET', '/api/platform/hospitals', platformToken),
    );
    expect(list.data.find((row) => row.id === hospital.hospital.id)).toMatchObject({
      appointmentMonths: 24,
      reappointmentLeadDays: 120,
      referenceReminderDays: [3, 7, 14],
    });
  });

  it.each([
    [{ appointmentMonths: 25 }, 'appointmentMonths', 'Enter a number from 1 to 24'],
    [{ appointmentMonths: 0 }, 'appointmentMonths', 'Enter a number from 1 to 24'],
    [{ appointmentMonths: 1.5 }, 'appointmentMonths', 'Enter a whole number'],
    [{ reappointmentLeadDays: 366 }, 'reappointmentLeadDays', 'Enter a number from 1 to 365'],
    [{ reappointmentLeadDays: 0 }, 'reappointmentLeadDays', 'Enter a number from 1 to 365'],
    [
      { referenceReminderDays: [7, 3] },
      'referenceReminderDays',
      'Each day must be later than the one before it',
    ],
    [
      { referenceReminderDays: [3, 3] },
      'referenceReminderDays',
      'Each day must be later than the one before it',
    ],
    [{ referenceReminderDays: [] }, 'referenceReminderDays', undefined],
    [{ referenceReminderDays: [1, 2, 3, 4] }, 'referenceReminderDays', undefined],
    [{ referenceReminderDays: [0] }, 'referenceReminderDays.0', undefined],
    [{ referenceReminderDays: [61] }, 'referenceReminderDays.0', undefined],
    [{ referenceReminderDays: '3,7' }, 'referenceReminderDays', undefined],
  ])('refuses %j with 400 and the field named', async (body, field, message) => {
    const error = expectClientError(await put(body));
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toHaveProperty([field]);
    if (message) {
      expect(error.fields?.[field]).toBe(message);
    }
  });

  it('saves valid settings, audited, and the next approval uses them', async () => {
    const saved = resultOf<TPlatformHospital>(
      await put({ appointmentMonths: 12, reappointmentLeadDays: 90, referenceReminderDays: [2, 5, 9] }),
    );
    expect(saved).toMatchObject({
      appointmentMonths: 12,
      reappointmentLeadDays: 90,
      referenceReminderDays: [2, 5, 9],
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'platform.hospital-updated'), eq(auditLog.entityId, hospital.hospital.id)),
      );
    expect(audit.before).toEqual({
      appointmentMonths: 24,
      reappointmentLeadDays: 120,
      referenceReminderDays: [3, 7, 14],
    });
    expect(audit.after).toEqual({
      appointmentMonths: 12,
      reappointmentLeadDays: 90,
      referenceReminderDays: [2, 5, 9],
    });

    const admin = await createHospitalAdmin(t, 'Maria', 'Lopez', hospital.hospital.id);
    const doctor = await createPerson(t, 'Alex', 'Rivera');
    await t.db.update(hospitals).set({ minReferences: 1 }).where(eq(hospitals.id, hospital.hospital.id));
    await createApprovedApplication(t, {
      doctor,
      admin,
      hospital: { ...hospital, hospital: { ...hospital.hospital, minReferences: 1 } },
    });
    const [appointment] = await listAppointments(t, doctor.token);
    expect(appointment.endsOn).toBe(dayjs(appointment.startsOn).add(12, 'month').format('YYYY-MM-DD'));
  });
});
