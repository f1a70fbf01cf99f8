import { and, eq, inArray } from 'drizzle-orm';
import {
  ADMIN_LINKS,
  DECISION_MESSAGES,
  toSiteUrl,
  type TCommitteeFile,
  type TOpenElectronicVoteInput,
  type TVoteChoice,
  type TVoteInput,
} from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime, todayString } from '@docapply/rules';
import type { TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { decisionFiles, recommendations, recusals, users, votes } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { useStepUp } from '@/modules/factors';
import { getSystemFileAccess, type TFileAccess } from './access';
import {
  assertVotingMember,
  changeFile,
  conflict,
  countVotes,
  findProposal,
  lockDecisionFile,
  fullName,
  listVoters,
  seatAtStep,
  announceFileChange,
} from './file-change';
import { advance, type TRecommendationRow } from './flow';
import { assertGate } from './gate';
import { createVoteOpenedMail } from './mails';

/**
 * POST /committee/files/{id}/electronic-vote: the chair or the office opens electronic voting on
 * the step's proposal until `closesOn`, when the step allows it and the file passes the
 * ready-for-committee gate on that day. The members who may vote are told.
 */
export async function openElectronicVote(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
  input: TOpenElectronicVoteInput,
): Promise<TCommitteeFile> {
  return changeFile(ctx, user, applicationId, async (change, access) => {
    if (access.step.kind !== 'committee' || !access.step.allowElectronicVote) {
      throw conflict(DECISION_MESSAGES.electronicVoteOff);
    }
    if (!seatAtStep(access)?.isChair && !access.isOffice) {
      throw new AppError('FORBIDDEN', { message: DECISION_MESSAGES.chairOnly });
    }
    if (input.closesOn < todayString()) {
      throw new AppError('VALIDATION', {
        message: VALIDATION_MESSAGE,
        fields: { closesOn: DECISION_MESSAGES.deadlineInPast },
      });
    }
    const proposal = await findProposal(change.tx, applicationId, access.step.id);
    if (!proposal) {
      throw conflict(DECISION_MESSAGES.noMotion);
    }
    await assertGate(change.tx, applicationId, input.closesOn);
    await change.tx
      .update(decisionFiles)
      .set({ state: 'voting', votingClosesOn: input.closesOn })
      .where(eq(decisionFiles.applicationId, applicationId));
    await change.audit({
      actorId: user.id,
      action: 'decision.vote-opened',
      entity: 'recommendation',
      entityId: proposal.id,
      applicationId,
      hospitalId: access.file.hospitalId,
      data: { step: access.step.name },
      before: { state: access.file.state, votingClosesOn: access.file.votingClosesOn },
      after: { state: 'voting', votingClosesOn: input.closesOn },
    });
    const voters = await listVoters(change.tx, access);
    const [doctor] = await change.tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, access.application.doctorId));
    const link = toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.committeeFile.getHref(applicationId));
    for (const voter of voters) {
      await change.mail({
        to: voter.email,
        ...createVoteOpenedMail({
          firstName: voter.firstName,
          stepName: access.step.name,
          doctorName: fullName(doctor),
          closesOn: formatDateTime(input.closesOn, DATE_DISPLAY_FORMAT),
          link,
        }),
      });
    }
  });
}
/** POST /committee/files/{id}/vote: a member's own electronic vote, signed with a fresh second factor. */
export async function castVote(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
  input: TVoteInput,
): Promise<TCommitteeFile> {
  return changeFile(ctx, user, applicationId, async (change, access) => {
    await assertVotingMember(change, access, user);
    const proposal = await findProposal(change.tx, applicationId, access.step.id);
    if (!proposal) {
      throw conflict(DECISION_MESSAGES.noMotion);
    }
    if (access.file.state !== 'voting' || (access.file.votingClosesOn ?? '') < todayString()) {
      throw conflict(DECISION_MESSAGES.voteClosed);
    }
    const signedWith = await useStepUp(change.tx, user.id);
    const [cast] = await change.tx
      .insert(votes)
      .values({ recommendationId: proposal.id, userId: user.id, choice: input.choice, signedWith })
      .onConflictDoNothing({ target: [votes.recommendationId, votes.userId] })
      .returning();
    if (!cast) {
      throw conflict(DECISION_MESSAGES.alreadyVoted);
    }
    await change.audit({
      actorId: user.id,
      action: 'decision.voted',
      entity: 'recommendation',
      entityId: proposal.id,
      applicationId,
      hospitalId: access.file.hospitalId,
      data: { step: access.step.name, signedWith },
      before: null,
      after: { choice: input.choice },
    });
    await settleIfDecided(change, access, proposal, user, false);
  });
}

/**
 * Electronic voting closes early once its outcome can no longer change (with the quorum voted), or
 * at its deadline (`atDeadline`): carried with more for than against and the quorum voted.
 */
export async function settleIfDecided(
  change: TChange,
  access: TFileAccess,
  proposal: TRecommendationRow,
  actor: Pick<TUserRow, 'id' | 'firstName' | 'lastName'> | null,
  atDeadline: boolean,
): Promise<'adopted' | 'rejected' | null> {
  const tally = await countVotes(change.tx, proposal.id);
  const voted = tally.for + tally.against + tally.abstain;
  const eligible = (await listVoters(change.tx, access)).length;
  const remaining = Math.max(0, eligible - voted);
  const hasQuorum = voted >= access.step.quorum;
  let outcome: 'adopted' | 'rejected' | null = null;
  if (atDeadline) {
    outcome = hasQuorum && tally.for > tally.against ? 'adopted' : 'rejected';
  } else if (hasQuorum && tally.for > tally.against + remaining) {
    outcome = 'adopted';
  } else if ((hasQuorum || remaining === 0) && tally.for + remaining <= tally.against) {
    outcome = 'rejected';
  } else if (remaining === 0) {
    outcome = hasQuorum && tally.for > tally.against ? 'adopted' : 'rejected';
  }
  if (outcome) {
    await closeProposal(change, access, proposal, outcome, {
      actor,
      meetingId: null,
      reason: atDeadline && !hasQuorum ? DECISION_MESSAGES.noQuorum : null,
    });
  }
  return outcome;
}

/** The proposal carried or not: recorded, and a carried one moves the file on. */
async function closeProposal(
  change: TChange,
  access: TFileAccess,
  proposal: TRecommendationRow,
  outcome: 'adopted' | 'rejected',
  {
    actor,
    meetingId,
    reason,
  }: {
    actor: Pick<TUserRow, 'id' | 'firstName' | 'lastName'> | null;
    meetingId: string | null;
    reason: string | null;
  },
): Promise<void> {
  const tally = await countVotes(change.tx, proposal.id);
  const [closed] = await change.tx
    .update(recommendations)
    .set({ state: outcome, decidedAt: new Date(), meetingId })
    .where(eq(recommendations.id, proposal.id))
    .returning();
  await change.tx
    .update(decisionFiles)
    .set({ state: 'waiting', votingClosesOn: null })
    .where(eq(decisionFiles.applicationId, access.file.applicationId));
  await change.audit({
    actorId: actor?.id ?? null,
    action: outcome === 'adopted' ? 'decision.carried' : 'decision.not-carried',
    entity: 'recommendation',
    entityId: proposal.id,
    applicationId: access.file.applicationId,
    hospitalId: access.file.hospitalId,
    data: { step: access.step.name, meetingId, ...(reason ? { reason } : {}) },
    before: { state: 'proposed' },
    after: { state: outcome, tally },
  });
  if (outcome === 'adopted') {
    // The office's coordinator or the job records it; the chair's proposal is what was carried.
    const [proposer] = await change.tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, proposal.byUserId));
    const by = actor ?? proposer;
    await advance(change, {
      file: access.file,
      step: access.step,
      recommendation: closed,
      actor: { id: by.id, name: fullName(by) },
      hospitalName: access.hospital.name,
    });
  }
}

export type TMeetingVotesInput = {
  applicationId: string;
  stepId: string;
  meetingId: string;
  /** The meeting's day (YYYY-MM-DD): the gate is read for it. */
  on: string;
  actorId: string;
  votes: { userId: string; choice: TVoteChoice }[];
  recusals: { userId: string; reason: string }[];
};

/**
 * A meeting's votes on one agenda item (modules/meetings calls it in its change, after its own
 * quorum check): the recusals recorded, the votes replace any cast electronically, and the proposal
 * is carried (more for than against) or not. 409 when the file is not at the step, has no
 * proposal, or fails the gate on the meeting's day.
 */
export async function recordMeetingVotes(
  change: TChange,
  input: TMeetingVotesInput,
): Promise<'adopted' | 'rejected'> {
  const [actor] = await change.tx.select().from(users).where(eq(users.id, input.actorId));
  await lockDecisionFile(change.tx, input.applicationId);
  // modules/meetings authorised the coordinator for the meeting's hospital.
  const access = await getSystemFileAccess(change.tx, input.applicationId);
  if (!access || access.file.state === 'decided' || access.step.id !== input.stepId) {
    throw conflict(DECISION_MESSAGES.notInRoute);
  }
  const proposal = await findProposal(change.tx, input.applicationId, input.stepId);
  if (!proposal) {
    throw conflict(DECISION_MESSAGES.noMotion);
  }
  await assertGate(change.tx, input.applicationId, input.on);
  for (const recusal of input.recusals) {
    await change.tx
      .insert(recusals)
      .values({
        applicationId: input.applicationId,
        stepId: input.stepId,
        userId: recusal.userId,
        reason: recusal.reason,
      })
      .onConflictDoNothing();
  }
  const voterIds = input.votes.map((vote) => vote.userId);
  if (voterIds.length > 0) {
    await change.tx
      .delete(votes)
      .where(and(eq(votes.recommendationId, proposal.id), inArray(votes.userId, voterIds)));
    await change.tx.insert(votes).values(
      input.votes.map((vote) => ({
        recommendationId: proposal.id,
        userId: vote.userId,
        choice: vote.choice,
        meetingId: input.meetingId,
      })),
    );
  }
  const tally = await countVotes(change.tx, proposal.id);
  const outcome = tally.for > tally.against ? 'adopted' : 'rejected';
  await closeProposal(change, access, proposal, outcome, { actor, meetingId: input.meetingId, reason: null });
  await announceFileChange(change, access);
  return outcome;
}
