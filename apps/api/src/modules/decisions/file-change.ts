import { and, eq } from 'drizzle-orm';
import { DECISION_MESSAGES, type TCommitteeFile, type TVoteChoice } from '@docapply/contracts';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { decisionStepMembers, recommendations, recusals, users, votes } from '@/core/db/schema';
import { lockKey } from '@/core/locks';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { getFileAccess, type TFileAccess } from './access';
import type { TRecommendationRow } from './flow';
import { buildCommitteeFile } from './views';

// What the recommendation and the votes share: one change at a time per file, who sits at the
// file's step and may vote, and the step's open proposal with its votes counted.

export const conflict = (message: string) => new AppError('CONFLICT', { message });
export const fullName = (user: Pick<TUserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** One decision at a time per file: every change to a file in the route takes this lock first. */
export async function lockDecisionFile(db: TDb, applicationId: string): Promise<void> {
  await lockKey(db, `decision-file:${applicationId}`);
}

/** The file locked for this change, re-read inside it. */
async function lockFile(change: TChange, user: TUserRow, applicationId: string): Promise<TFileAccess> {
  await lockDecisionFile(change.tx, applicationId);
  const access = await getFileAccess(change.tx, user, applicationId);
  if (access.file.state === 'decided') {
    throw conflict(DECISION_MESSAGES.decided);
  }
  return access;
}

/**
 * The office's open pages (queue, review, committee list and file) re-read the file: a live event
 * only the hospital's administrators hear, never the doctor (the committee's work is not theirs).
 */
export async function announceFileChange(change: TChange, access: Pick<TFileAccess, 'application'>) {
  await change.live('decision-route', access.application);
}

/**
 * One action on a file: a change with the file locked and re-read for the user (`work` refuses what
 * they may not do), then the file as they now see it.
 */
export async function changeFile(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
  work: (change: TChange, access: TFileAccess) => Promise<void>,
): Promise<TCommitteeFile> {
  await runChange(
    async (change) => {
      const access = await lockFile(change, user, applicationId);
      await work(change, access);
      await announceFileChange(change, access);
    },
    { db: ctx.db },
  );
  return buildCommitteeFile(ctx.db, await getFileAccess(ctx.db, user, applicationId), user);
}

/** A member of the file's current step who has not recused themselves from it; 403 or 409 otherwise. */
export async function assertVotingMember(
  change: TChange,
  access: TFileAccess,
  user: TUserRow,
): Promise<void> {
  if (!seatAtStep(access)) {
    throw new AppError('FORBIDDEN', { message: DECISION_MESSAGES.notAtYourStep });
  }
  if (await isRecused(change.tx, access, user.id)) {
    throw conflict(DECISION_MESSAGES.recused);
  }
}

export function seatAtStep(access: TFileAccess) {
  return access.seats.find((seat) => seat.stepId === access.step.id) ?? null;
}

export async function isRecused(db: TDb, access: TFileAccess, userId: string): Promise<boolean> {
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

/** The step's members who may vote on the file: not recused from it, account not disabled. */
export async function listVoters(db: TDb, access: TFileAccess) {
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
