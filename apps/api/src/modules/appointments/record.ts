import dayjs from 'dayjs';
import type { TConditions } from '@docapply/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { DATE_FORMAT, todayString } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationPrivileges, appointments, hospitals } from '@/core/db/schema';
import type { TApplicationRow } from '@/core/access/applications';
import { writeAudit } from '@/core/audit';
import type { TChange } from '@/core/change';
import { showDay, writeAppointmentStep } from './history';
import { APPOINTMENT_HISTORY_NOTES } from './messages';

export type TAppointmentRow = typeof appointments.$inferSelect;

/** The last day of an appointment that starts on `startsOn` and lasts `months`. */
export function appointmentEnd(startsOn: string, months: number): string {
  return dayjs(startsOn, DATE_FORMAT).add(months, 'month').format(DATE_FORMAT);
}

type TRecordInput = {
  /** The application just approved (inside the approval's transaction). */
  application: TApplicationRow;
  actorId: string;
  /** The approval day (YYYY-MM-DD); today by default. */
  today?: string;
  /**
   * What the decision route's last step granted (issue 40): only these privileges, with their
   * conditions, for these months, in this membership category. Without it (no route), every
   * privilege asked for, for the hospital's months.
   */
  grant?: {
    privilegeIds: string[];
    conditions: Record<string, TConditions>;
    months: number;
    membershipCategory: string;
  };
};

/**
 * Approving a reappointment renews the appointment it was prefilled from (lapsed ones too: late, but
 * renewed). Returns the renewed appointment's id, or null.
 */
async function renewPrevious(
  tx: TDb,
  { application, actorId, today }: Required<Omit<TRecordInput, 'grant'>>,
): Promise<string | null> {
  if (application.kind !== 'reappointment' || !application.previousApplicationId) {
    return null;
  }
  const [previous] = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.applicationId, application.previousApplicationId),
        inArray(appointments.state, ['active', 'lapsed']),
      ),
    )
    .for('update');
  if (!previous) {
    return null;
  }
  const [renewed] = await tx
    .update(appointments)
    .set({ state: 'renewed', renewedByApplicationId: application.id })
    .where(eq(appointments.id, previous.id))
    .returning();
  await writeAppointmentStep(tx, {
    applicationId: renewed.applicationId,
    status: 'approved',
    actorId,
    note: APPOINTMENT_HISTORY_NOTES.renewed(showDay(today)),
  });
  await writeAudit(tx, {
    actorId,
    action: 'appointment.renewed',
    entity: 'appointment',
    entityId: renewed.id,
    applicationId: renewed.applicationId,
    hospitalId: renewed.hospitalId,
    before: { state: previous.state, renewedByApplicationId: null },
    after: { state: renewed.state, renewedByApplicationId: application.id },
  });
  return renewed.id;
}

/**
 * The approval's appointment (issue 14): from the approval day for the hospital's number of months,
 * with the privileges the application asked for. Called inside the approval's change; a second
 * call for the same application records nothing more. Announces `appointment.recorded` (the FPPEs
 * of the privileges newly granted start from it, issue 41).
 */
export async function recordAppointment(
  change: TChange,
  input: TRecordInput,
): Promise<TAppointmentRow | null> {
  const { tx } = change;
  const { application, actorId, today = todayString(), grant } = input;
  const [hospital] = await tx
    .select({ months: hospitals.appointmentMonths })
    .from(hospitals)
    .where(eq(hospitals.id, application.hospitalId));
  const picks = await tx
    .select({ privilegeId: applicationPrivileges.privilegeId })
    .from(applicationPrivileges)
    .where(eq(applicationPrivileges.applicationId, application.id))
    .orderBy(applicationPrivileges.createdAt);
  const values = {
    startsOn: today,
    endsOn: appointmentEnd(today, grant?.months ?? hospital.months),
    privilegeIds: grant?.privilegeIds ?? picks.map((pick) => pick.privilegeId),
    conditions: grant?.conditions ?? {},
    membershipCategory: grant?.membershipCategory ?? null,
  };
  const [appointment] = await tx
    .insert(appointments)
    .values({
      applicationId: application.id,
      doctorId: application.doctorId,
      hospitalId: application.hospitalId,
      ...values,
    })
    .onConflictDoNothing({ target: appointments.applicationId })
    .returning();
  if (!appointment) {
    return null;
  }
  await writeAppointmentStep(tx, {
    applicationId: application.id,
    status: 'approved',
    actorId,
    note: APPOINTMENT_HISTORY_NOTES.recorded(showDay(values.startsOn), showDay(values.endsOn)),
  });
  await writeAudit(tx, {
    actorId,
    action: 'appointment.recorded',
    entity: 'appointment',
    entityId: appointment.id,
    applicationId: application.id,
    hospitalId: application.hospitalId,
    before: null,
    after: values,
  });
  const renewedAppointmentId = await renewPrevious(tx, { application, actorId, today });
  await change.publish('appointment.recorded', {
    appointment: {
      id: appointment.id,
      applicationId: appointment.applicationId,
      doctorId: appointment.doctorId,
      hospitalId: appointment.hospitalId,
      startsOn: appointment.startsOn,
      privilegeIds: appointment.privilegeIds,
    },
    renewedAppointmentId,
    actorId,
  });
  return appointment;
}
