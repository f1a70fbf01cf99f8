// Over 300 lines for now: the recommendation, recusal and the votes share the file lock and the
// signature rules here; the votes (open, cast, settle, a meeting's) move to votes.ts next session.
import { and, eq, inArray } from 'drizzle-orm';
import {
  ADMIN_LINKS,
  DECISION_MESSAGES,
  toSiteUrl,
  type TCommitteeFile,
  type TOpenElectronicVoteInput,
  type TRecommendationInput,
  type TRecusalInput,
  type TVoteChoice,
  type TVoteInput,
} from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime, todayString } from '@docapply/rules';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import {
  decisionFiles,
  decisionStepMembers,
  recommendations,
  recusals,
  users,
  votes,
} from '@/core/db/schema';
import { lockKey } from '@/core/locks';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { useStepUp } from '@/modules/factors';
import { getFileAccess, getSystemFileAccess, type TFileAccess } from './access';
import { advance, listRequested, type TRecommendationRow } from './flow';
import { getCommitteeGate } from './gate';
import { createVoteOpenedMail } from './mails';
import { buildCommitteeFile } from './views';

const conflict = (message: string) => new AppError('CONFLICT', { message });
const fullName = (user: Pick<TUserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** The file locked for this change (one decision at a time per file), re-read inside it. */
async function lockFile(change: TChange, user: TUserRow, applicationId: string): Promise<TFileAccess> {
  await lockKey(change.tx, `decision-file:${applicationId}`);
  const access = await getFileAccess(change.tx, user, applicationId);
  if (access.file.state === 'decided') {
    throw conflict(DECISION_MESSAGES.decided);
  }
  return access;
}

/**
 * One action on a file: a change with the file locked and re-read for the user (`work` refuses what
 * they may not do), then the file as they now see it.
 */
async function changeFile(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
  work: (change: TChange, access: TFileAccess) => Promise<void>,
): Promise<TCommitteeFile> {
  await runChange(async (change) => work(change, await lockFile(change, user, applicationId)), {
    db: ctx.db,
  });
  return buildCommitteeFile(ctx.db, await getFileAccess(ctx.db, user, applicationId), user);
}

/** A member of the file's current step who has not recused themselves from it; 403 or 409 otherwise. */
async function assertVotingMember(change: TChange, access: TFileAccess, user: TUserRow): Promise<void> {
  if (!seatAtStep(access)) {
    throw new AppError('FORBIDDEN', { message: DECISION_MESSAGES.notAtYourStep });
  }
  if (await isRecused(change.tx, access, user.id)) {
    throw conflict(DECISION_MESSAGES.recused);
  }
}

function seatAtStep(access: TFileAccess) {
  return access.seats.find((seat) => seat.stepId === access.step.id) ?? null;
}

async function isRecused(db: TDb, access: TFileAccess, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: recusals.id })
    .from(recusals)
    .where(
      and(
        eq(recusals.applicationId, access.file.applicationId),
        eq(recusals.stepId, access.step.id),
        eq(recusals.userId, userId),
      ),
    );
  return row !== undefined;
}

/** The step's open proposal (a committee's recommendation not yet voted through), if any. */
export async function findProposal(
  db: TDb,
  applicationId: string,
  stepId: string,
): Promise<TRecommendationRow | null> {
  const [row] = await db
    .select()
    .from(recommendations)
    .where(
      and(
        eq(recommendations.applicationId, applicationId),
        eq(recommendations.stepId, stepId),
        eq(recommendations.state, 'proposed'),
      ),
    );
  return row ?? null;
}

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
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields });
  }
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

/** 409 with the gate's reasons when the file is not ready for a committee on `on`. */
export async function assertGate(db: TDb, applicationId: string, on: string): Promise<void> {
  const gate = await getCommitteeGate(db, { applicationId, on });
  if (!gate.ready) {
    throw new AppError('CONFLICT', {
      message: `${DECISION_MESSAGES.gateBlocked} ${gate.blocks.map((block) => block.message).join(' ')}`,
    });
  }
}

/** The step's members who may vote on the file: not recused from it, account not disabled. */
async function listVoters(db: TDb, access: TFileAccess) {
  const members = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(decisionStepMembers)
    .innerJoin(users, eq(users.id, decisionStepMembers.userId))
    .where(eq(decisionStepMembers.stepId, access.step.id));
  const recused = await db
    .select({ userId: recusals.userId })
    .from(recusals)
    .where(and(eq(recusals.applicationId, access.file.applicationId), eq(recusals.stepId, access.step.id)));
  return members.filter((member) => !recused.some((row) => row.userId === member.id));
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

export type TTally = Record<TVoteChoice, number>;

export async function countVotes(db: TDb, recommendationId: string): Promise<TTally> {
  const rows = await db
    .select({ choice: votes.choice })
    .from(votes)
    .where(eq(votes.recommendationId, recommendationId));
  const tally: TTally = { for: 0, against: 0, abstain: 0 };
  for (const row of rows) {
    tally[row.choice] += 1;
  }
  return tally;
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
  await lockKey(change.tx, `decision-file:${input.applicationId}`);
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
  return outcome;
}
