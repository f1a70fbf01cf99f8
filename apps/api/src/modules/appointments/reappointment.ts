import dayjs from 'dayjs';
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_STATUSES, type TApplicationSummary } from '@docapply/contracts';
import { DATE_FORMAT, todayString } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationStatusHistory, applications } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { lockKey } from '@/core/locks';
import { refreshProgress, toSummary } from '@/modules/application-state';
import { writeAudit } from '@/core/audit';
import type { TFileStorage } from '@/core/storage/storage';
import { findLatestFormForType } from '@/modules/forms';
import { getPractitionerType } from '@/modules/practitioner-types';
import { createDocumentCopier, reserveCopyKeys } from './copy-documents';
import { showDay } from './history';
import { APPOINTMENT_HISTORY_NOTES, APPOINTMENT_MESSAGES } from './messages';
import { prefillReappointment } from './prefill';
import { findOwnAppointment } from './views';

type TStartInput = { doctorId: string; appointmentId: string; today?: string };
type TOwnAppointment = NonNullable<Awaited<ReturnType<typeof findOwnAppointment>>>;

/** The first day the doctor may apply: the hospital's lead days before the end. */
export function reappointmentOpensOn(endsOn: string, leadDays: number): string {
  return dayjs(endsOn, DATE_FORMAT).subtract(leadDays, 'day').format(DATE_FORMAT);
}

/** An active appointment opens once invited or once its day has come; a lapsed one stays open. */
function assertOpen({ appointment, hospital }: TOwnAppointment, today: string): void {
  if (appointment.state !== 'active' && appointment.state !== 'lapsed') {
    throw new AppError('CONFLICT', { message: APPOINTMENT_MESSAGES.alreadyRenewed });
  }
  const opensOn = reappointmentOpensOn(appointment.endsOn, hospital.reappointmentLeadDays);
  if (appointment.state === 'active' && !appointment.invitedAt && today < opensOn) {
    throw new AppError('CONFLICT', { message: APPOINTMENT_MESSAGES.notOpenYet(showDay(opensOn)) });
  }
}

/**
 * POST /appointments/{id}/reappointment: the doctor's reappointment draft, prefilled from the
 * approved application (prefill.ts). Idempotent: while it is open, asking again returns it. The
 * rule of one open application per doctor per hospital holds: another open application there is 409.
 */
export async function startReappointment(
  db: TDb,
  storage: TFileStorage,
  { doctorId, appointmentId, today = todayString() }: TStartInput,
): Promise<{ summary: TApplicationSummary; isNew: boolean }> {
  // Note: the doctor's own appointment only; anyone else's is 404.
  const own = await findOwnAppointment(db, doctorId, appointmentId);
  if (!own) {
    throw new AppError('NOT_FOUND', { message: APPOINTMENT_MESSAGES.notFound });
  }
  const { appointment, hospital } = own;
  const keys = await reserveCopyKeys(db, { doctorId, fromApplicationId: appointment.applicationId });
  const { application, isNew } = await db.transaction(async (tx) => {
    await lockKey(tx, `application:${doctorId}:${hospital.id}`);
    const [open] = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.doctorId, doctorId),
          eq(applications.hospitalId, hospital.id),
          inArray(applications.status, [...OPEN_STATUSES]),
        ),
      )
      .limit(1);
    if (open?.kind === 'reappointment' && open.previousApplicationId === appointment.applicationId) {
      return { application: open, isNew: false };
    }
    if (open) {
      throw new AppError('CONFLICT', { message: APPOINTMENT_MESSAGES.otherOpenApplication(hospital.name) });
    }
    assertOpen(own, today);
    // The forms for the practitioner's type (issue 42), as at a first application.
    const { code: practitionerType } = await getPractitionerType(tx, doctorId);
    const forType = { hospitalId: hospital.id, practitionerType };
    const applicationForm = await findLatestFormForType(tx, { ...forType, kind: 'application' });
    if (!applicationForm) {
      throw new AppError('CONFLICT', { message: APPOINTMENT_MESSAGES.noApplicationForm });
    }
    const [previous] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, appointment.applicationId));
    const [created] = await tx
      .insert(applications)
      .values({
        doctorId,
        hospitalId: hospital.id,
        formVersion: applicationForm.version,
        kind: 'reappointment',
        previousApplicationId: previous.id,
      })
      .returning();
    await tx.insert(applicationStatusHistory).values({
      applicationId: created.id,
      fromStatus: null,
      toStatus: 'draft',
      actorId: doctorId,
      note: APPOINTMENT_HISTORY_NOTES.started(showDay(appointment.startsOn)),
    });
    const copier = createDocumentCopier(
      tx,
      storage,
      { doctorId, fromApplicationId: previous.id, toApplicationId: created.id },
      keys,
    );
    const surveyForm = await findLatestFormForType(tx, { ...forType, kind: 'survey' });
    const prefilled = await prefillReappointment(
      { tx, previous, application: created, copier, today },
      { application: applicationForm, survey: surveyForm },
    );
    await writeAudit(tx, {
      actorId: doctorId,
      action: 'application.reappointment-started',
      entity: 'application',
      entityId: created.id,
      applicationId: created.id,
      hospitalId: hospital.id,
      data: {
        appointmentId: appointment.id,
        previousApplicationId: previous.id,
        documentsCopied: copier.storedKeys.length,
        privileges: prefilled.privileges,
      },
      after: { status: created.status, kind: created.kind, formVersion: created.formVersion },
    });
    return { application: created, isNew: true };
  });
  if (isNew) {
    await refreshProgress(db, application.id);
  }
  const [fresh] = await db.select().from(applications).where(eq(applications.id, application.id));
  return { summary: await toSummary(db, { application: fresh, hospital }), isNew };
}
