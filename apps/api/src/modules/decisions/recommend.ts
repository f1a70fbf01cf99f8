import { and, eq } from 'drizzle-orm';
import {
  DECISION_MESSAGES,
  type TCommitteeFile,
  type TRecommendationInput,
  type TRecusalInput,
} from '@docapply/contracts';
import type { TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { recommendations, recusals, votes } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { useStepUp } from '@/modules/factors';
import { getMembershipCategories } from '@/modules/practitioner-types';
import { assertSupervisionGrants } from '@/modules/supervision';
import type { TFileAccess } from './access';
import {
  assertVotingMember,
  changeFile,
  conflict,
  findProposal,
  fullName,
  isRecused,
  seatAtStep,
} from './file-change';
import { advance, listRequested, type TRecommendationRow } from './flow';
import { assertProxyGrants } from './proxy';
import { settleIfDecided } from './votes';

/** Every requested privilege exactly once, each with an outcome the step may make. */
async function checkRecommendation(db: TDb, access: TFileAccess, input: TRecommendationInput) {
  const requested = await listRequested(db, access.file.applicationId);
  const given = input.privileges.map((item) => item.privilegeId);
  const everyOnce =
    given.length === requested.length &&
    new Set(given).size === given.length &&
    requested.every((item) => given.includes(item.privilegeId));
  if (!everyOnce) {
    throw new AppError('VALIDATION', {
      message: DECISION_MESSAGES.everyPrivilege,
      fields: { privileges: DECISION_MESSAGES.everyPrivilege },
    });
  }
  const fields: Record<string, string> = {};
  input.privileges.forEach((item, index) => {
    if (!access.step.allowedOutcomes.includes(item.outcome)) {
      fields[`privileges.${index}.outcome`] = DECISION_MESSAGES.outcomeNotAllowed;
    }
  });
  // Note: the categories the practitioner's type may be appointed in (an APP: their own staff).
  const allowed = await getMembershipCategories(db, access.application.doctorId);
  if (!allowed.categories.includes(input.membershipCategory)) {
    fields.membershipCategory = DECISION_MESSAGES.categoryNotAllowed(allowed.typeName);
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields });
  }
  // Telemedicine by proxy: the board grants only what the distant site granted.
  await assertProxyGrants(db, access.file.applicationId, input.privileges);
  // An advanced practice provider: only what the confirmed physician agreement covers (issue 42).
  await assertSupervisionGrants(db, access.application, input.privileges);
  return input.privileges.map((item) => ({
    privilegeId: item.privilegeId,
    outcome: item.outcome,
    conditions:
      item.outcome === 'grant-with-conditions' && item.conditions
        ? { kinds: [...new Set(item.conditions.kinds)], text: item.conditions.text.trim() }
        : null,
    reason: item.outcome === 'defer' || item.outcome === 'deny' ? (item.reason?.trim() ?? null) : null,
  }));
}

/**
 * POST /committee/files/{id}/recommendation. At a person step, the member's signed recommendation
 * (a fresh second factor, used up by it): adopted at once, and the file moves on. At a committee
 * step, the chair's or the office's proposal, which the members then vote on; it can be changed
 * until the first vote.
 */
export async function recommend(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
  input: TRecommendationInput,
): Promise<TCommitteeFile> {
  return changeFile(ctx, user, applicationId, async (change, access) => {
    const seat = seatAtStep(access);
    if (access.step.kind === 'person' ? !seat : !seat?.isChair && !access.isOffice) {
      throw new AppError('FORBIDDEN', {
        message:
          access.step.kind === 'person' ? DECISION_MESSAGES.notAtYourStep : DECISION_MESSAGES.chairOnly,
      });
    }
    if (seat && (await isRecused(change.tx, access, user.id))) {
      throw conflict(DECISION_MESSAGES.recused);
    }
    const items = await checkRecommendation(change.tx, access, input);
    const values = {
      applicationId,
      stepId: access.step.id,
      byUserId: user.id,
      privileges: items,
      membershipCategory: input.membershipCategory,
      appointmentMonths: input.appointmentMonths,
      comment: input.comment?.trim() || null,
    };
    if (access.step.kind === 'person') {
      const signedWith = await useStepUp(change.tx, user.id);
      const [adopted] = await change.tx
        .insert(recommendations)
        .values({ ...values, state: 'adopted', signedWith, decidedAt: new Date() })
        .returning();
      await auditRecommendation(change, access, adopted, user, 'decision.recommended');
      await advance(change, {
        file: access.file,
        step: access.step,
        recommendation: adopted,
        actor: { id: user.id, name: fullName(user) },
        hospitalName: access.hospital.name,
      });
      return;
    }
    const existing = await findProposal(change.tx, applicationId, access.step.id);
    if (existing) {
      const [cast] = await change.tx
        .select({ id: votes.id })
        .from(votes)
        .where(eq(votes.recommendationId, existing.id))
        .limit(1);
      if (cast) {
        throw conflict(DECISION_MESSAGES.votingStarted);
      }
      await change.tx.delete(recommendations).where(eq(recommendations.id, existing.id));
    }
    const [proposed] = await change.tx
      .insert(recommendations)
      .values({ ...values, state: 'proposed' })
      .returning();
    await auditRecommendation(change, access, proposed, user, 'decision.proposed');
  });
}

async function auditRecommendation(
  change: TChange,
  access: TFileAccess,
  row: TRecommendationRow,
  user: TUserRow,
  action: string,
): Promise<void> {
  await change.audit({
    actorId: user.id,
    action,
    entity: 'recommendation',
    entityId: row.id,
    applicationId: access.file.applicationId,
    hospitalId: access.file.hospitalId,
    data: { step: access.step.name, signedWith: row.signedWith },
    before: null,
    after: {
      privileges: row.privileges,
      membershipCategory: row.membershipCategory,
      appointmentMonths: row.appointmentMonths,
      comment: row.comment,
    },
  });
}

/** POST /committee/files/{id}/recusal: a member of the current step stands aside from this file. */
export async function recuse(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
  input: TRecusalInput,
): Promise<TCommitteeFile> {
  return changeFile(ctx, user, applicationId, async (change, access) => {
    await assertVotingMember(change, access, user);
    const proposal = await findProposal(change.tx, applicationId, access.step.id);
    if (proposal) {
      const [voted] = await change.tx
        .select({ id: votes.id })
        .from(votes)
        .where(and(eq(votes.recommendationId, proposal.id), eq(votes.userId, user.id)));
      if (voted) {
        throw conflict(DECISION_MESSAGES.alreadyVoted);
      }
    }
    await change.tx
      .insert(recusals)
      .values({ applicationId, stepId: access.step.id, userId: user.id, reason: input.reason.trim() });
    await change.audit({
      actorId: user.id,
      action: 'decision.recused',
      entity: 'application',
      entityId: applicationId,
      applicationId,
      hospitalId: access.file.hospitalId,
      data: { step: access.step.name },
      before: null,
      after: { reason: input.reason.trim() },
    });
    // One fewer who may vote: the outcome may now be settled.
    if (access.file.state === 'voting' && proposal) {
      await settleIfDecided(change, access, proposal, user, false);
    }
  });
}
