import { eq } from 'drizzle-orm';
import {
  ADMIN_APPLICATION_MESSAGES,
  canTransition,
  DECISION_MESSAGES,
  doctorStatusLabel,
  type TAdminApplicationReview,
  type TApplicationStatus,
  DOCTOR_LINKS,
  statusLabel,
  TEMPORARY_PRIVILEGE_MESSAGES,
  toSiteUrl,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { users } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { lockApplication } from '@/core/access/applications';
import { refreshProgress } from '@/modules/application-state';
import { transitionApplication } from '@/modules/applications';
import { recordAppointment } from '@/modules/appointments';
import { enterRoute, hasDecisionRoute } from '@/modules/decisions';
import { endTemporaryPrivilegesForDecision } from '@/modules/temporary-privileges';
import type { TUserRow } from '@/core/users/users';
import { assertFinaliseAllowed } from './finalise-rule';
import { createDecisionMail } from './mails';
import { buildAdminReview, isDoctorMove } from './review';
import { getAdminApplication } from '@/core/access/admin-application';

export type TDecisionInput = {
  applicationId: string;
  status: TApplicationStatus;
  note?: string;
};

/**
 * POST /admin/applications/{id}/status: the admin moves the application through the status
 * machine (409 outside it), the history records who and the note, and the doctor is emailed.
 */
export async function decideApplication(
  ctx: TAppContext,
  admin: TUserRow,
  { applicationId, status, note }: TDecisionInput,
): Promise<TAdminApplicationReview> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  const { application, hospital } = await getAdminApplication(ctx.db, admin, applicationId);
  const text = note?.trim() ? note.trim() : null;
  // One change: the move, its history and audit rows, the appointment and the doctor's email.
  const updated = await runChange(
    async (change) => {
      // Locked once, here: the checks below and the move read the same state, which no concurrent
      // move or submission can change in between.
      const current = await lockApplication(change.tx, application.id);
      const from = current.status;
      // Note: the machine allows information-requested -> in-review only as the doctor's resubmission.
      if (canTransition(from, status) && isDoctorMove(from, status)) {
        throw new AppError('CONFLICT', { message: ADMIN_APPLICATION_MESSAGES.adminCannotMove });
      }
      // With a decision route, its last step decides (issue 40): not the office's button.
      if (from === 'finalise' && (await hasDecisionRoute(change.tx, hospital.id))) {
        throw new AppError('CONFLICT', { message: DECISION_MESSAGES.routeDecides });
      }
      // Finalise waits for the hospital's minimum of answered references (finalise-rule.ts).
      if (canTransition(from, status)) {
        await assertFinaliseAllowed(change.tx, {
          applicationId: application.id,
          to: status,
          minReferences: hospital.minReferences,
        });
      }
      const moved = await transitionApplication(change.tx, {
        application: current,
        to: status,
        actorId: admin.id,
        note: text,
      });
      if (status === 'finalise') {
        // Verified: the file goes to the first step of the hospital's decision route, if it has one.
        await enterRoute(change, {
          applicationId: application.id,
          hospitalId: hospital.id,
          hospitalName: hospital.name,
          actorId: admin.id,
        });
      }
      if (status === 'approved') {
        // The approval appoints the doctor (issue 14): dates and privileges granted, in this change.
        await recordAppointment(change, { application: moved, actorId: admin.id });
      }
      if (status === 'approved' || status === 'rejected') {
        // Decided: temporary privileges granted meanwhile end with the decision (issue 40).
        await endTemporaryPrivilegesForDecision(change, {
          applicationId: application.id,
          reason: TEMPORARY_PRIVILEGE_MESSAGES.officeDecided(statusLabel(status)),
        });
      }
      const [doctor] = await change.tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, application.doctorId));
      await change.mail({
        to: doctor.email,
        ...createDecisionMail({
          firstName: doctor.firstName,
          hospitalName: hospital.name,
          statusName: doctorStatusLabel(status),
          note: text,
          link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(application.id)),
        }),
      });
      // Reopened for the doctor: the list shows what is still missing.
      await refreshProgress(change.tx, application.id);
      return moved;
    },
    { db: ctx.db },
  );
  return buildAdminReview(ctx.db, { application: updated, hospital });
}
