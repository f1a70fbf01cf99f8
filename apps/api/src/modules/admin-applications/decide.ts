import { eq } from 'drizzle-orm';
import {
  ADMIN_APPLICATION_MESSAGES,
  canTransition,
  doctorStatusLabel,
  type TAdminApplicationReview,
  type TApplicationStatus,
  DOCTOR_LINKS,
  toSiteUrl,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { applications, users } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { asStatus } from '@/core/access/applications';
import { refreshProgress } from '@/modules/application-state';
import { transitionApplication } from '@/modules/applications';
import { recordAppointment } from '@/modules/appointments';
import type { TUserRow } from '@/core/users/users';
import { assertFinaliseAllowed } from './finalise-rule';
import { createDecisionMail } from './mails';
import { buildAdminReview, isDoctorMove } from './review';
import { getAdminApplication } from '@/core/access/admin-application';

export type TDecisionInput = {
  applicationId: string;
  status: TApplicationStatus;
  note?: string;
  ip?: string | null;
};

/**
 * POST /admin/applications/{id}/status: the admin moves the application through the status
 * machine (409 outside it), the history records who and the note, and the doctor is emailed.
 */
export async function decideApplication(
  ctx: TAppContext,
  admin: TUserRow,
  { applicationId, status, note, ip }: TDecisionInput,
): Promise<TAdminApplicationReview> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  const { application, hospital } = await getAdminApplication(ctx.db, admin, applicationId);
  const text = note?.trim() ? note.trim() : null;
  const updated = await ctx.db.transaction(async (tx) => {
    // The row stays locked from this check to the change, so a concurrent move cannot slip between.
    const [current] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, application.id))
      .for('update');
    const from = asStatus(current.status);
    // Note: the machine allows information-requested -> in-review only as the doctor's resubmission.
    if (canTransition(from, status) && isDoctorMove(from, status)) {
      throw new AppError('CONFLICT', { message: ADMIN_APPLICATION_MESSAGES.adminCannotMove });
    }
    // Finalise waits for the hospital's minimum of answered references (finalise-rule.ts).
    if (canTransition(from, status)) {
      await assertFinaliseAllowed(tx, {
        applicationId: application.id,
        to: status,
        minReferences: hospital.minReferences,
      });
    }
    const moved = await transitionApplication(tx, {
      applicationId: application.id,
      to: status,
      actorId: admin.id,
      note: text,
      ip,
    });
    if (status === 'approved') {
      // The approval appoints the doctor (issue 14): dates and privileges granted, in this transaction.
      await recordAppointment(tx, { application: moved, actorId: admin.id, ip });
    }
    // The email is written with the change it reports: both happen, or neither.
    const [doctor] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, application.doctorId));
    await ctx.mailer.queue(
      {
        to: doctor.email,
        ...createDecisionMail({
          firstName: doctor.firstName,
          hospitalName: hospital.name,
          statusName: doctorStatusLabel(status),
          note: text,
          link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(application.id)),
        }),
      },
      { db: tx },
    );
    return moved;
  });
  ctx.mailer.wake();
  // Reopened for the doctor: the list shows what is still missing.
  await refreshProgress(ctx.db, application.id);
  return buildAdminReview(ctx.db, { application: updated, hospital });
}
