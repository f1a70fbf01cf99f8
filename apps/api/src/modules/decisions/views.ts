import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type {
  TCommitteeFile,
  TCommitteeFileList,
  TCommitteeFileSummary,
  TMembershipCategory,
  TRecommendation,
  TRoutePosition,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import {
  applicationPrivileges,
  decisionFiles,
  decisionSteps,
  recommendations,
  recusals,
  users,
  votes,
} from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { getMembershipCategories } from '@/modules/practitioner-types';
import { listVisibleFiles, type TFileAccess } from './access';
import { listRequested, listSteps, namePrivileges, type TFileRow } from './flow';
import { getCommitteeGate } from './gate';
import { findCommitteeProxy } from './proxy';
import type { TStepRow } from './route';

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

export function toRoutePosition(file: TFileRow, step: TStepRow): TRoutePosition {
  return {
    stepId: step.id,
    stepName: step.name,
    position: step.position,
    kind: step.kind,
    since: file.since.toISOString(),
    state: file.state,
    votingClosesOn: file.votingClosesOn,
  };
}

/** Where an application stands in its hospital's route (the review's and the queue's line); null outside one. */
export async function getRoutePosition(db: TDb, applicationId: string): Promise<TRoutePosition | null> {
  // Only the file and its step: the review has read the application (its answers) already.
  const [row] = await db
    .select({ file: decisionFiles, step: decisionSteps })
    .from(decisionFiles)
    .innerJoin(decisionSteps, eq(decisionSteps.id, decisionFiles.stepId))
    .where(eq(decisionFiles.applicationId, applicationId));
  return row ? toRoutePosition(row.file, row.step) : null;
}

/** GET /committee/files: the files the user may read, the ones waiting longest first. */
export async function listCommitteeFiles(db: TDb, user: TUserRow): Promise<TCommitteeFileList> {
  const rows = await listVisibleFiles(db, user);
  if (rows.length === 0) {
    return { data: [] };
  }
  const ids = rows.map((row) => row.file.applicationId);
  const doctors = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((row) => row.application.doctorId),
      ),
    );
  const counts = await db
    .select({ applicationId: applicationPrivileges.applicationId, total: count() })
    .from(applicationPrivileges)
    .where(inArray(applicationPrivileges.applicationId, ids))
    .groupBy(applicationPrivileges.applicationId);
  const recused = await db
    .select({ applicationId: recusals.applicationId, stepId: recusals.stepId })
    .from(recusals)
    .where(and(inArray(recusals.applicationId, ids), eq(recusals.userId, user.id)));
  const data: TCommitteeFileSummary[] = rows.map((row) => {
    const doctor = doctors.find((one) => one.id === row.application.doctorId);
    const atStep = row.seats.some((seat) => seat.stepId === row.step.id);
    const isRecused = recused.some(
      (one) => one.applicationId === row.file.applicationId && one.stepId === row.step.id,
    );
    return {
      applicationId: row.file.applicationId,
      doctorName: doctor ? fullName(doctor) : '',
      hospitalId: row.hospital.id,
      hospitalName: row.hospital.name,
      status: row.application.status,
      route: toRoutePosition(row.file, row.step),
      privilegeCount: counts.find((one) => one.applicationId === row.file.applicationId)?.total ?? 0,
      canAct: row.file.state !== 'decided' && atStep && !isRecused,
    };
  });
  // Open files first, the longest waiting first; decided ones after, the latest first.
  data.sort((a, b) =>
    a.route.state === 'decided' || b.route.state === 'decided'
      ? Number(a.route.state === 'decided') - Number(b.route.state === 'decided') ||
        b.route.since.localeCompare(a.route.since)
      : a.route.since.localeCompare(b.route.since),
  );
  return { data };
}

/** The recommendations of the steps the user may read, earliest first, with their tallies. */
async function listRecommendations(db: TDb, access: TFileAccess): Promise<TRecommendation[]> {
  const rows = await db
    .select({
      recommendation: recommendations,
      step: decisionSteps,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(recommendations)
    .innerJoin(decisionSteps, eq(decisionSteps.id, recommendations.stepId))
    .innerJoin(users, eq(users.id, recommendations.byUserId))
    .where(eq(recommendations.applicationId, access.file.applicationId))
    .orderBy(asc(recommendations.createdAt));
  const visible = rows.filter(
    (row) => row.step.removedAt !== null || row.step.position <= access.visibleUpTo,
  );
  const ids = visible.map((row) => row.recommendation.id);
  const cast =
    ids.length === 0
      ? []
      : await db
          .select({ recommendationId: votes.recommendationId, choice: votes.choice })
          .from(votes)
          .where(inArray(votes.recommendationId, ids));
  const stepRecusals = await db
    .select({ stepId: recusals.stepId })
    .from(recusals)
    .where(eq(recusals.applicationId, access.file.applicationId));
  const result: TRecommendation[] = [];
  for (const row of visible) {
    const { recommendation, step } = row;
    const mine = cast.filter((vote) => vote.recommendationId === recommendation.id);
    result.push({
      id: recommendation.id,
      stepId: step.id,
      stepName: step.name,
      state: recommendation.state,
      privileges: await namePrivileges(db, recommendation.privileges),
      membershipCategory: recommendation.membershipCategory as TMembershipCategory,
      appointmentMonths: recommendation.appointmentMonths,
      comment: recommendation.comment,
      by: { id: recommendation.byUserId, name: fullName(row) },
      createdAt: recommendation.createdAt.toISOString(),
      decidedAt: recommendation.decidedAt?.toISOString() ?? null,
      signedWith: recommendation.signedWith,
      tally:
        step.kind === 'committee'
          ? {
              for: mine.filter((vote) => vote.choice === 'for').length,
              against: mine.filter((vote) => vote.choice === 'against').length,
              abstain: mine.filter((vote) => vote.choice === 'abstain').length,
              recused: stepRecusals.filter((one) => one.stepId === step.id).length,
            }
          : null,
      meetingId: recommendation.meetingId,
    });
  }
  return result;
}

/** GET /committee/files/{id}: the file as the user's steps show it. */
export async function buildCommitteeFile(
  db: TDb,
  access: TFileAccess,
  user: TUserRow,
): Promise<TCommitteeFile> {
  const { file, application, hospital, step } = access;
  const [doctor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, application.doctorId));
  const steps = await listSteps(db, hospital.id);
  const requested = await listRequested(db, file.applicationId);
  const recommendationList = await listRecommendations(db, access);
  const recusalRows = await db
    .select({ recusal: recusals, firstName: users.firstName, lastName: users.lastName, step: decisionSteps })
    .from(recusals)
    .innerJoin(users, eq(users.id, recusals.userId))
    .innerJoin(decisionSteps, eq(decisionSteps.id, recusals.stepId))
    .where(eq(recusals.applicationId, file.applicationId))
    .orderBy(asc(recusals.createdAt));
  const seat = access.seats.find((one) => one.stepId === step.id) ?? null;
  const isRecused = recusalRows.some(
    (row) => row.recusal.stepId === step.id && row.recusal.userId === user.id,
  );
  const proposal = recommendationList.find((one) => one.stepId === step.id && one.state === 'proposed');
  const [myVote] = proposal
    ? await db
        .select({ choice: votes.choice })
        .from(votes)
        .where(and(eq(votes.recommendationId, proposal.id), eq(votes.userId, user.id)))
    : [];
  return {
    applicationId: file.applicationId,
    doctorName: doctor ? fullName(doctor) : '',
    doctorEmail: doctor?.email ?? '',
    hospitalId: hospital.id,
    hospitalName: hospital.name,
    status: application.status,
    submittedAt: application.submittedAt?.toISOString() ?? null,
    route: toRoutePosition(file, step),
    privilegeCount: requested.length,
    canAct: file.state !== 'decided' && seat !== null && !isRecused,
    steps: steps.map((one) => ({
      id: one.id,
      position: one.position,
      name: one.name,
      kind: one.kind,
      quorum: one.quorum,
      allowedOutcomes: one.allowedOutcomes,
      allowElectronicVote: one.allowElectronicVote,
    })),
    requested,
    membershipCategories: (await getMembershipCategories(db, application.doctorId)).categories,
    recommendations: recommendationList,
    recusals: recusalRows
      .filter((row) => row.step.removedAt !== null || row.step.position <= access.visibleUpTo)
      .map((row) => ({
        stepId: row.recusal.stepId,
        user: { id: row.recusal.userId, name: fullName(row) },
        reason: row.recusal.reason,
        createdAt: row.recusal.createdAt.toISOString(),
      })),
    gate: await getCommitteeGate(db, { applicationId: file.applicationId, on: todayString() }),
    proxy: await findCommitteeProxy(db, file.applicationId),
    me: {
      isMember: seat !== null,
      isChair: seat?.isChair ?? false,
      isOffice: access.isOffice,
      recused: isRecused,
      vote: myVote?.choice ?? null,
    },
  };
}
