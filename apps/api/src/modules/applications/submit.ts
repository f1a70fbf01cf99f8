import { desc, eq } from 'drizzle-orm';
import { ADMIN_LINKS, DOCTOR_LINKS, toSiteUrl } from '@docapply/contracts';
import type { TApplicationSummary } from '@docapply/contracts';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { applicationStatusHistory } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { useStepUp } from '@/modules/factors';
import { refreshFlagCount } from '@/modules/flags';
import { queueResubmittedMails } from '@/modules/notifications';
import { recordSubmission } from '@/modules/submissions';
import { listHospitalAdminEmails, type TUserRow } from '@/core/users/users';
import {
  assertEditable,
  isEditableStatus,
  lockApplication,
  type TApplicationRow,
} from '@/core/access/applications';
import { createNewApplicationMail, createSubmittedMail } from './mails';
import { APPLICATION_MESSAGES } from '@/core/access/application-messages';
import {
  getOwnApplicationWithHospital,
  buildStatusReport,
  toMissingFields,
  toSummary,
  type TApplicationWithHospital,
} from '@/modules/application-state';
import { transitionApplication } from './transition';

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** True when the application's last status change was this doctor's own submission into it. */
async function isOwnLatestSubmission(
  db: TDb,
  application: TApplicationRow,
  doctorId: string,
): Promise<boolean> {
  const [latest] = await db
    .select({ toStatus: applicationStatusHistory.toStatus, actorId: applicationStatusHistory.actorId })
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, application.id))
    .orderBy(desc(applicationStatusHistory.createdAt), desc(applicationStatusHistory.id))
    .limit(1);
  return (
    latest?.actorId === doctorId &&
    latest.toStatus === application.status &&
    (application.status === 'applied' || application.status === 'in-review')
  );
}

/**
 * Checks, the status change and its emails, in one change with the application locked: an autosave
 * or another write of the doctor's takes the same lock, so it lands before the submission (and is
 * sent with it) or finds the application submitted (409), never after the snapshot.
 */
async function submitLocked(
  ctx: TAppContext,
  change: TChange,
  {
    doctor,
    hospital,
    applicationId,
    attestationName,
  }: TSubmitInput & { hospital: TApplicationWithHospital['hospital'] },
): Promise<TApplicationRow> {
  const { tx } = change;
  const application = await lockApplication(tx, applicationId);
  // A repeated click (or a retried request) finds its own submission done: the same answer again.
  if (!isEditableStatus(application.status) && (await isOwnLatestSubmission(tx, application, doctor.id))) {
    return application;
  }
  assertEditable(application);
  const fullName = `${doctor.firstName} ${doctor.lastName}`;
  if (normaliseName(attestationName) !== normaliseName(fullName)) {
    throw new AppError('VALIDATION', {
      message: APPLICATION_MESSAGES.attestationMismatch,
      fields: { attestationName: APPLICATION_MESSAGES.attestationMismatch },
    });
  }
  const report = await buildStatusReport(tx, application, hospital.minReferences);
  if (!report.canSubmit) {
    throw new AppError('INCOMPLETE', {
      message: `${APPLICATION_MESSAGES.incomplete}: ${report.missing.join('; ')}`,
      fields: toMissingFields(report),
    });
  }
  // The signature needs a fresh second factor, used up with it (rolled back if anything below fails).
  await useStepUp(tx, doctor.id);
  const isResubmission = application.status === 'information-requested';
  const signedAt = new Date();
  const updated = await transitionApplication(change.tx, {
    application,
    to: isResubmission ? 'in-review' : 'applied',
    actorId: doctor.id,
    note: isResubmission ? 'Resubmitted by the doctor' : 'Submitted by the doctor',
    auditAction: isResubmission ? 'application.resubmitted' : 'application.submitted',
    set: {
      submittedAt: signedAt,
      attestation: { name: attestationName.trim(), signedAt: signedAt.toISOString() },
    },
  });
  await recordSubmission(tx, { application: updated, submittedBy: doctor.id });
  await change.mail({
    to: doctor.email,
    ...createSubmittedMail({
      firstName: doctor.firstName,
      hospitalName: hospital.name,
      isResubmission,
      link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(application.id)),
    }),
  });
  const adminEmails = await listHospitalAdminEmails(tx, hospital.id);
  if (isResubmission) {
    await queueResubmittedMails(change, {
      application: updated,
      hospitalName: hospital.name,
      doctorName: fullName,
      adminEmails,
    });
  } else {
    for (const email of adminEmails) {
      await change.mail({
        to: email,
        ...createNewApplicationMail({
          doctorName: fullName,
          hospitalName: hospital.name,
          isResubmission,
          link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.application.getHref(application.id)),
        }),
      });
    }
  }
  await refreshFlagCount(tx, application.id);
  return updated;
}

type TSubmitInput = {
  doctor: TUserRow;
  applicationId: string;
  attestationName: string;
};

/**
 * POST /applications/{id}/submit: the attestation (the doctor's full name typed; the date is the
 * server's; a fresh step-up, POST /account/step-up, used up by it, else 403 STEP_UP_REQUIRED), the same completeness rules as the browser, then draft -> applied (or, after a
 * request for information, back to in-review), and the emails. Idempotent: submitting again what
 * this doctor just submitted answers with the current state and sends nothing twice.
 */
export async function submitApplication(ctx: TAppContext, input: TSubmitInput): Promise<TApplicationSummary> {
  // Note: only the doctor's own application (404 otherwise).
  const { hospital } = await getOwnApplicationWithHospital(ctx.db, input.doctor.id, input.applicationId);
  // The mails are queued with the submission; the sender is woken once it is committed.
  const application = await runChange((change) => submitLocked(ctx, change, { ...input, hospital }), {
    db: ctx.db,
  });
  return toSummary(ctx.db, { application, hospital });
}
