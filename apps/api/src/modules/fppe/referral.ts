import { and, eq, inArray } from 'drizzle-orm';
import {
  DOCTOR_LINKS,
  FPPE_MESSAGES,
  toSiteUrl,
  type TConditions,
  type TFppeDetail,
  type TFppeReferralDecisionRequest,
} from '@docapply/contracts';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { appointments, fppes, privileges } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { useStepUp } from '@/modules/factors';
import { canDecideReferral, getFppeAccess, type TFppeRow } from './access';
import { createReferralDecidedMail } from './mails';
import { findFppeParties } from './parties';
import { getFppeDetail } from './views';

/**
 * The decision upheld, on the practitioner's active appointments here: a removal takes every
 * version of the privilege out of them; a restriction puts the committee's note on it as a limit.
 */
async function applyToAppointments(
  change: TChange,
  fppe: TFppeRow,
  { removal, note }: { removal: boolean; note: string },
) {
  const versions = await change.tx
    .select({ id: privileges.id })
    .from(privileges)
    .where(eq(privileges.key, fppe.privilegeKey));
  const versionIds = new Set(versions.map((row) => row.id));
  const held = await change.tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, fppe.doctorId),
        eq(appointments.hospitalId, fppe.hospitalId),
        eq(appointments.state, 'active'),
      ),
    )
    .for('update');
  for (const appointment of held) {
    const ids = appointment.privilegeIds.filter((id) => versionIds.has(id));
    if (ids.length === 0) {
      continue;
    }
    const conditions: Record<string, TConditions> = { ...appointment.conditions };
    for (const id of ids) {
      if (removal) {
        delete conditions[id];
      } else {
        conditions[id] = { kinds: ['limits'], text: note };
      }
    }
    const privilegeIds = removal
      ? appointment.privilegeIds.filter((id) => !versionIds.has(id))
      : appointment.privilegeIds;
    await change.tx
      .update(appointments)
      .set({ privilegeIds, conditions })
      .where(inArray(appointments.id, [appointment.id]));
    await change.audit({
      actorId: null,
      action: removal ? 'appointment.privilege-removed' : 'appointment.privilege-restricted',
      entity: 'appointment',
      entityId: appointment.id,
      applicationId: appointment.applicationId,
      hospitalId: appointment.hospitalId,
      before: { privilegeIds: appointment.privilegeIds, conditions: appointment.conditions },
      after: { privilegeIds, conditions },
    });
    await change.publish('appointment.privileges-changed', {
      appointmentId: appointment.id,
      hospitalId: appointment.hospitalId,
      limitedPrivilegeIds: removal ? [] : ids,
      removedPrivilegeIds: removal ? ids : [],
      before: { privilegeIds: appointment.privilegeIds, conditions: appointment.conditions },
    });
  }
}

/**
 * POST /admin/fppe/{id}/referral-decision: the route's last step (the office without a route)
 * decides a recommended restriction or removal, signed with a fresh second factor. Upheld, the
 * practitioner's appointment limits or loses the privilege in the same change; either way the FPPE
 * is completed and the practitioner is told the decision (a decision on their privileges is theirs to
 * know, whatever the hospital releases of FPPEs). Those who may read the FPPE but not decide get 403.
 */
export async function decideReferral(
  ctx: TAppContext,
  user: TUserRow,
  { fppeId, body }: { fppeId: string; body: TFppeReferralDecisionRequest },
): Promise<TFppeDetail> {
  await runChange(
    async (change) => {
      await getFppeAccess(change.tx, user, fppeId);
      const [fppe] = await change.tx.select().from(fppes).where(eq(fppes.id, fppeId)).for('update');
      if (fppe.state !== 'referred' || fppe.referralDecidedAt) {
        throw new AppError('CONFLICT', { message: FPPE_MESSAGES.notReferred });
      }
      if (!(await canDecideReferral(change.tx, user, fppe))) {
        throw new AppError('FORBIDDEN', { message: FPPE_MESSAGES.notDecider });
      }
      await useStepUp(change.tx, user.id);
      const note = body.note.trim();
      await change.tx
        .update(fppes)
        .set({
          state: 'completed',
          referralUpheld: body.upheld,
          referralNote: note,
          referralDecidedBy: user.id,
          referralDecidedAt: new Date(),
        })
        .where(eq(fppes.id, fppe.id));
      await change.audit({
        actorId: user.id,
        action: 'fppe.referral-decided',
        entity: 'fppe',
        entityId: fppe.id,
        applicationId: fppe.applicationId,
        hospitalId: fppe.hospitalId,
        data: { upheld: body.upheld, conclusion: fppe.conclusion },
      });
      const removal = fppe.conclusion === 'removal';
      if (body.upheld) {
        await applyToAppointments(change, fppe, { removal, note });
      }
      const parties = await findFppeParties(change.tx, fppe);
      await change.mail({
        to: parties.email,
        ...createReferralDecidedMail({
          ...parties,
          outcome: body.upheld ? (removal ? 'removed' : 'restricted') : 'kept',
          note,
          link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.dashboard.getHref()),
        }),
      });
    },
    { db: ctx.db },
  );
  return getFppeDetail(ctx.db, user, fppeId);
}
