import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  PRIVILEGE_SUSPENSION_MESSAGES as MESSAGES,
  type TAppointment,
  type TSuspendPrivilegesRequest,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { privilegeSuspensions } from '@/core/db/schema';
import { lockKey } from '@/core/locks';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { useStepUp } from '@/modules/factors';
import { createSuspendedMail } from './mails';
import { findPrivileges, lockAppointment, readOfficeAppointment, tellPractitioner } from './parties';

/** The practitioner's suspensions at a hospital are written one change at a time. */
export const suspensionLock = (hospitalId: string, doctorId: string) =>
  `privilege-suspensions:${hospitalId}:${doctorId}`;

/**
 * POST /admin/applications/{id}/privilege-suspensions: the office suspends privileges the
 * application's active appointment holds, effective at once, signed with a fresh second factor
 * (like an FPPE referral's restriction). The grant is not rewritten: each privilege gets a
 * suspension row; the practitioner is mailed, the feed, webhooks and FHIR follow in this change.
 */
export async function suspendPrivileges(
  ctx: TAppContext,
  admin: TUserRow,
  { applicationId, body }: { applicationId: string; body: TSuspendPrivilegesRequest },
): Promise<TAppointment> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  const row = await getAdminApplication(ctx.db, admin, applicationId);
  const { application } = row;
  const privilegeIds = [...new Set(body.privilegeIds)];
  const reason = body.reason.trim();
  const practitionerNote = body.practitionerNote?.trim() || null;
  await runChange(
    async (change) => {
      await lockKey(change.tx, suspensionLock(application.hospitalId, application.doctorId));
      const appointment = await lockAppointment(change.tx, application.id);
      if (appointment?.state !== 'active') {
        throw new AppError('CONFLICT', { message: MESSAGES.notActive });
      }
      const held = await findPrivileges(
        change.tx,
        privilegeIds.filter((id) => appointment.privilegeIds.includes(id)),
      );
      if (held.length !== privilegeIds.length) {
        throw new AppError('BAD_REQUEST', {
          message: MESSAGES.notHeld,
          fields: { privilegeIds: MESSAGES.notHeld },
        });
      }
      const inForce = await change.tx
        .select({ key: privilegeSuspensions.privilegeKey })
        .from(privilegeSuspensions)
        .where(
          and(
            eq(privilegeSuspensions.hospitalId, appointment.hospitalId),
            eq(privilegeSuspensions.doctorId, appointment.doctorId),
            inArray(
              privilegeSuspensions.privilegeKey,
              held.map((privilege) => privilege.key),
            ),
            isNull(privilegeSuspensions.reinstatedAt),
          ),
        );
      if (inForce.length > 0) {
        throw new AppError('CONFLICT', { message: MESSAGES.alreadySuspended });
      }
      await useStepUp(change.tx, admin.id);
      const suspendedAt = new Date();
      const inserted = await change.tx
        .insert(privilegeSuspensions)
        .values(
          held.map((privilege) => ({
            hospitalId: appointment.hospitalId,
            doctorId: appointment.doctorId,
            appointmentId: appointment.id,
            applicationId: appointment.applicationId,
            privilegeKey: privilege.key,
            privilegeId: privilege.id,
            suspendedAt,
            suspendedBy: admin.id,
            reason,
            practitionerNote,
          })),
        )
        .returning();
      for (const suspension of inserted) {
        await change.audit({
          actorId: admin.id,
          action: 'privilege.suspended',
          entity: 'privilege_suspension',
          entityId: suspension.id,
          applicationId: appointment.applicationId,
          hospitalId: appointment.hospitalId,
          data: { appointmentId: appointment.id, privilegeId: suspension.privilegeId },
          after: { reason, practitionerNote, suspendedAt: suspendedAt.toISOString() },
        });
      }
      await tellPractitioner(change, row, (parties) =>
        createSuspendedMail({
          ...parties,
          privilegeNames: held.map((privilege) => privilege.name),
          practitionerNote,
        }),
      );
      // Systems that schedule by privileges (the webhooks) learn it in this change.
      await change.publish('privilege.suspended', {
        appointmentId: appointment.id,
        hospitalId: appointment.hospitalId,
        privilegeIds: held.map((privilege) => privilege.id),
      });
    },
    { db: ctx.db },
  );
  return readOfficeAppointment(ctx.db, row);
}
