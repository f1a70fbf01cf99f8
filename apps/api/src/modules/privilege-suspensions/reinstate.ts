import { and, eq, isNull } from 'drizzle-orm';
import {
  PRIVILEGE_SUSPENSION_MESSAGES as MESSAGES,
  type TAppointment,
  type TReinstatePrivilegeRequest,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { isUuid } from '@/core/files/application-access';
import { privilegeSuspensions } from '@/core/db/schema';
import { lockKey } from '@/core/locks';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { useStepUp } from '@/modules/factors';
import { createReinstatedMail } from './mails';
import { findPrivileges, lockAppointment, readOfficeAppointment, tellPractitioner } from './parties';
import { suspensionLock } from './suspend';

/**
 * POST /admin/applications/{id}/privilege-suspensions/{suspensionId}/reinstate: the office lifts a
 * suspension in force, with a note, signed like the suspension. The row keeps both acts. The
 * privilege is announced as reinstated on the appointment that holds it now.
 */
export async function reinstatePrivilege(
  ctx: TAppContext,
  admin: TUserRow,
  {
    applicationId,
    suspensionId,
    body,
  }: { applicationId: string; suspensionId: string; body: TReinstatePrivilegeRequest },
): Promise<TAppointment> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  const row = await getAdminApplication(ctx.db, admin, applicationId);
  const { application } = row;
  const notFound = () => new AppError('NOT_FOUND', { message: MESSAGES.notFound });
  if (!isUuid(suspensionId)) {
    throw notFound();
  }
  const note = body.note.trim();
  await runChange(
    async (change) => {
      await lockKey(change.tx, suspensionLock(application.hospitalId, application.doctorId));
      // The office reinstates from the appointment it reviews (the one its view shows).
      const appointment = await lockAppointment(change.tx, application.id);
      if (!appointment) {
        throw notFound();
      }
      const [suspension] = await change.tx
        .select()
        .from(privilegeSuspensions)
        // Note: a suspension of this practitioner at this hospital; another's reads as missing.
        .where(
          and(
            eq(privilegeSuspensions.id, suspensionId),
            eq(privilegeSuspensions.hospitalId, application.hospitalId),
            eq(privilegeSuspensions.doctorId, application.doctorId),
          ),
        );
      if (!suspension) {
        throw notFound();
      }
      if (suspension.reinstatedAt) {
        throw new AppError('CONFLICT', { message: MESSAGES.alreadyReinstated });
      }
      await useStepUp(change.tx, admin.id);
      const reinstatedAt = new Date();
      await change.tx
        .update(privilegeSuspensions)
        .set({ reinstatedAt, reinstatedBy: admin.id, reinstateNote: note })
        .where(and(eq(privilegeSuspensions.id, suspension.id), isNull(privilegeSuspensions.reinstatedAt)));
      await change.audit({
        actorId: admin.id,
        action: 'privilege.reinstated',
        entity: 'privilege_suspension',
        entityId: suspension.id,
        applicationId: suspension.applicationId,
        hospitalId: suspension.hospitalId,
        data: { appointmentId: suspension.appointmentId, privilegeId: suspension.privilegeId },
        before: { reinstatedAt: null },
        after: { reinstatedAt: reinstatedAt.toISOString(), note },
      });
      const [privilege] = await findPrivileges(change.tx, [suspension.privilegeId]);
      await tellPractitioner(change, row, (parties) =>
        createReinstatedMail({ ...parties, privilegeNames: [privilege.name] }),
      );
      // The version the appointment holds now, if it is in force and still holds the privilege.
      const versions =
        appointment.state === 'active' ? await findPrivileges(change.tx, appointment.privilegeIds) : [];
      const heldNow = versions.filter((version) => version.key === suspension.privilegeKey);
      if (heldNow.length > 0) {
        await change.publish('privilege.reinstated', {
          appointmentId: appointment.id,
          hospitalId: appointment.hospitalId,
          privilegeIds: heldNow.map((version) => version.id),
        });
      }
    },
    { db: ctx.db },
  );
  return readOfficeAppointment(ctx.db, row);
}
