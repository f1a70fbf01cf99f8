import dayjs from 'dayjs';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { DATE_FORMAT } from '@docapply/rules';
import { DOCTOR_LINKS, toSiteUrl } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { applications, appointments, hospitals, remindersSent, users } from '@/core/db/schema';
import { writeAudit } from '@/core/audit';
import type { TJob } from '@/core/jobs/scheduler';
import { showDay, writeAppointmentStep } from './history';
import { createReappointmentInvitationMail } from './mails';
import { APPOINTMENT_HISTORY_NOTES } from './messages';

// Not shared from src/compose.ts, which lists these jobs: a module never imports the app.
const HOUR_MS = 60 * 60_000;

/** The job's day: its clock's date, as the dates of appointments are kept. */
const dayOf = (now: Date) => dayjs(now).format(DATE_FORMAT);

/** Active, not yet invited appointments whose invitation day (end minus the hospital's lead days) has come. */
async function findDueInvitations(ctx: TAppContext, today: string) {
  return ctx.db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
    .where(
      and(
        eq(appointments.state, 'active'),
        isNull(appointments.invitedAt),
        sql`${appointments.endsOn} - ${hospitals.reappointmentLeadDays} <= ${today}::date`,
        // One that has already ended is the lapse job's: the doctor is told it lapsed instead.
        sql`${appointments.endsOn} >= ${today}::date`,
      ),
    );
}

/** Invites one appointment's doctor: at most once, whatever runs at the same time (the row is claimed first). */
async function inviteOne(ctx: TAppContext, id: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(appointments)
      .set({ invitedAt: now })
      .where(and(eq(appointments.id, id), eq(appointments.state, 'active'), isNull(appointments.invitedAt)))
      .returning();
    if (!claimed) {
      return false;
    }
    const [row] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        hospitalName: hospitals.name,
        leadDays: hospitals.reappointmentLeadDays,
      })
      .from(users)
      .innerJoin(hospitals, eq(hospitals.id, claimed.hospitalId))
      .where(eq(users.id, claimed.doctorId));
    const [sent] = await tx
      .insert(remindersSent)
      .values({
        kind: 'reappointment',
        subjectKey: claimed.id,
        threshold: row.leadDays,
        applicationId: claimed.applicationId,
        userId: claimed.doctorId,
        sentTo: row.email,
      })
      .onConflictDoNothing()
      .returning({ id: remindersSent.id });
    if (sent) {
      const mail = createReappointmentInvitationMail({
        firstName: row.firstName,
        hospitalName: row.hospitalName,
        endsOn: showDay(claimed.endsOn),
        approvedOn: showDay(claimed.startsOn),
        link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.dashboard.getHref()),
      });
      await ctx.mailer.queue({ to: row.email, ...mail }, { db: tx });
    }
    await writeAppointmentStep(tx, {
      applicationId: claimed.applicationId,
      status: 'approved',
      actorId: null,
      note: APPOINTMENT_HISTORY_NOTES.invited(showDay(claimed.endsOn)),
    });
    await writeAudit(tx, {
      actorId: null,
      action: 'appointment.invited',
      entity: 'appointment',
      entityId: claimed.id,
      applicationId: claimed.applicationId,
      hospitalId: claimed.hospitalId,
      data: { endsOn: claimed.endsOn, leadDays: row.leadDays, emailed: Boolean(sent) },
      before: { invitedAt: null },
      after: { invitedAt: now.toISOString() },
    });
    return true;
  });
}

/** `reappointment-invitations`: the doctor is emailed once, the hospital's lead days before the end. */
export const reappointmentInvitationsJob: TJob = {
  name: 'reappointment-invitations',
  everyMs: HOUR_MS,
  run: async (ctx, now) => {
    let invited = 0;
    for (const { id } of await findDueInvitations(ctx, dayOf(now))) {
      invited += (await inviteOne(ctx, id, now)) ? 1 : 0;
    }
    ctx.mailer.wake();
    return `${invited} reappointment invitation${invited === 1 ? '' : 's'} sent`;
  },
};

/** Lapses one appointment past its end: it is still active, so no reappointment was approved. */
async function lapseOne(ctx: TAppContext, id: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [lapsed] = await tx
      .update(appointments)
      .set({ state: 'lapsed', lapsedAt: now })
      .where(and(eq(appointments.id, id), eq(appointments.state, 'active')))
      .returning();
    if (!lapsed) {
      return false;
    }
    const [application] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, lapsed.applicationId));
    await writeAppointmentStep(tx, {
      applicationId: lapsed.applicationId,
      status: application?.status ?? 'approved',
      actorId: null,
      note: APPOINTMENT_HISTORY_NOTES.lapsed(showDay(lapsed.endsOn)),
    });
    await writeAudit(tx, {
      actorId: null,
      action: 'appointment.lapsed',
      entity: 'appointment',
      entityId: lapsed.id,
      applicationId: lapsed.applicationId,
      hospitalId: lapsed.hospitalId,
      data: { endsOn: lapsed.endsOn },
      before: { state: 'active', lapsedAt: null },
      after: { state: 'lapsed', lapsedAt: now.toISOString() },
    });
    // Its privileges are no longer held: the modules that follow them learn it in this transaction.
    await ctx.events.publish(tx, 'appointment.lapsed', {
      appointment: { id: lapsed.id, hospitalId: lapsed.hospitalId, privilegeIds: lapsed.privilegeIds },
    });
    return true;
  });
}

/** `appointment-lapses`: an active appointment past its last day without an approved reappointment lapses. */
export const appointmentLapsesJob: TJob = {
  name: 'appointment-lapses',
  everyMs: HOUR_MS,
  run: async (ctx, now) => {
    const due = await ctx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.state, 'active'), lt(appointments.endsOn, dayOf(now))));
    let lapsed = 0;
    for (const { id } of due) {
      lapsed += (await lapseOne(ctx, id, now)) ? 1 : 0;
    }
    return `${lapsed} appointment${lapsed === 1 ? '' : 's'} lapsed`;
  },
};
