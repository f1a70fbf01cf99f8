import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  ADMIN_LINKS,
  DOCTOR_LINKS,
  FPPE_MESSAGES,
  toSiteUrl,
  type TConcludeFppeRequest,
  type TFppeDetail,
  type TFppeState,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { decisionStepMembers, decisionSteps, fppeSettings, fppes, users } from '@/core/db/schema';
import { listHospitalAdminEmails, type TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { useStepUp } from '@/modules/factors';
import { lockManagedFppe, type TFppeRow } from './access';
import { createConcludedMail, createReferralMail } from './mails';
import { findFppeParties } from './parties';
import { startFppe } from './start';
import { getFppeDetail } from './views';

/** Who hears of a referral: the first step of the hospital's current route, or the office without one. */
async function findReferralAddresses(change: TChange, hospitalId: string): Promise<string[]> {
  const [first] = await change.tx
    .select({ id: decisionSteps.id })
    .from(decisionSteps)
    .where(and(eq(decisionSteps.hospitalId, hospitalId), isNull(decisionSteps.removedAt)))
    .orderBy(asc(decisionSteps.position))
    .limit(1);
  if (!first) {
    return listHospitalAdminEmails(change.tx, hospitalId);
  }
  const members = await change.tx
    .select({ email: users.email })
    .from(decisionStepMembers)
    .innerJoin(users, eq(users.id, decisionStepMembers.userId))
    .where(eq(decisionStepMembers.stepId, first.id))
    .orderBy(users.email);
  return members.map((member) => member.email);
}

async function tellPractitioner(
  change: TChange,
  fppe: TFppeRow,
  conclusion: TConcludeFppeRequest['conclusion'],
) {
  const [settings] = await change.tx
    .select({ release: fppeSettings.release })
    .from(fppeSettings)
    .where(eq(fppeSettings.hospitalId, fppe.hospitalId));
  if ((settings?.release ?? 'progress-and-conclusion') !== 'progress-and-conclusion') {
    return;
  }
  const parties = await findFppeParties(change.tx, fppe);
  await change.mail({
    to: parties.email,
    ...createConcludedMail({
      ...parties,
      conclusion,
      link: toSiteUrl(change.ctx.config.DOCTOR_URL, DOCTOR_LINKS.dashboard.getHref()),
    }),
  });
}

/**
 * POST /admin/fppe/{id}/conclude: the chair (or the office) concludes, signed with a fresh second
 * factor. Confirmed, with conditions, or extended (a new FPPE with the new plan starts today) end
 * it; a restriction or removal recommended refers it to the committee route, whose first step is
 * told (its members then read it, access.ts). The practitioner hears of a conclusion the hospital
 * releases, never of a referral before the committee has decided.
 */
export async function concludeFppe(
  ctx: TAppContext,
  user: TUserRow,
  { fppeId, body }: { fppeId: string; body: TConcludeFppeRequest },
): Promise<TFppeDetail> {
  const referred = body.conclusion === 'restriction' || body.conclusion === 'removal';
  const state: TFppeState = referred ? 'referred' : 'completed';
  await runChange(
    async (change) => {
      const fppe = await lockManagedFppe(change.tx, user, fppeId);
      if (fppe.state !== 'open') {
        throw new AppError('CONFLICT', { message: FPPE_MESSAGES.notOpen });
      }
      await useStepUp(change.tx, user.id);
      const after = {
        state,
        conclusion: body.conclusion,
        conclusionNote: body.note.trim() || null,
        conditions: body.conclusion === 'conditions' ? (body.conditions?.trim() ?? null) : null,
        concludedBy: user.id,
        concludedAt: new Date(),
      };
      await change.tx
        .update(fppes)
        .set(after)
        .where(and(eq(fppes.id, fppe.id), eq(fppes.state, 'open')));
      await change.audit({
        actorId: user.id,
        action: 'fppe.concluded',
        entity: 'fppe',
        entityId: fppe.id,
        applicationId: fppe.applicationId,
        hospitalId: fppe.hospitalId,
        // The note and conditions are the committee's reading, not the trail's.
        data: { state, conclusion: body.conclusion },
      });
      if (body.conclusion === 'extended' && body.newPlan) {
        await startFppe(change, {
          doctorId: fppe.doctorId,
          hospitalId: fppe.hospitalId,
          privilegeId: fppe.privilegeId,
          applicationId: fppe.applicationId,
          trigger: 'extension',
          startsOn: todayString(),
          actorId: user.id,
          plan: body.newPlan,
          forCause:
            fppe.forCauseKind && fppe.forCauseReason
              ? { kind: fppe.forCauseKind, reason: fppe.forCauseReason }
              : undefined,
          previousId: fppe.id,
        });
      }
      if (referred) {
        const parties = await findFppeParties(change.tx, fppe);
        const mail = createReferralMail({
          ...parties,
          conclusion: body.conclusion,
          link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.fppe.getHref(fppe.id)),
        });
        for (const to of await findReferralAddresses(change, fppe.hospitalId)) {
          await change.mail({ to, ...mail });
        }
      } else {
        await tellPractitioner(change, fppe, body.conclusion);
      }
    },
    { db: ctx.db },
  );
  return getFppeDetail(ctx.db, user, fppeId);
}
