import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { TMeeting, TMeetingList, TMeetingListQuery, TMeetingVote } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import {
  applications,
  decisionStepMembers,
  decisionSteps,
  hospitalAdmins,
  hospitals,
  meetingAttendance,
  meetingItems,
  meetings,
  recommendations,
  recusals,
  users,
  votes,
} from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import type { TMeetingAccess, TMeetingRow } from './access';

export const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toSummaryFields(meeting: TMeetingRow) {
  return {
    id: meeting.id,
    hospitalId: meeting.hospitalId,
    startsAt: meeting.startsAt.toISOString(),
    location: meeting.location,
    packetLeadDays: meeting.packetLeadDays,
    state: meeting.state,
    packetSentAt: iso(meeting.packetSentAt),
    closedAt: iso(meeting.closedAt),
  };
}

/** The step's members, chair first, each with the attendance recorded at this meeting. */
export async function listMeetingMembers(db: TDb, meeting: Pick<TMeetingRow, 'id' | 'stepId'>) {
  return db
    .select({
      userId: decisionStepMembers.userId,
      name: fullName,
      email: users.email,
      isChair: decisionStepMembers.isChair,
      present: meetingAttendance.present,
    })
    .from(decisionStepMembers)
    .innerJoin(users, eq(users.id, decisionStepMembers.userId))
    .leftJoin(
      meetingAttendance,
      and(
        eq(meetingAttendance.meetingId, meeting.id),
        eq(meetingAttendance.userId, decisionStepMembers.userId),
      ),
    )
    .where(eq(decisionStepMembers.stepId, meeting.stepId))
    .orderBy(desc(decisionStepMembers.isChair), asc(users.lastName), asc(users.firstName), asc(users.id));
}

export type TMeetingMemberRow = Awaited<ReturnType<typeof listMeetingMembers>>[number];

/** One file's row on the agenda, if it is on it. */
export async function findAgendaItem(db: TDb, meetingId: string, applicationId: string) {
  if (!isUuid(applicationId)) {
    return undefined;
  }
  const [item] = await db
    .select()
    .from(meetingItems)
    .where(and(eq(meetingItems.meetingId, meetingId), eq(meetingItems.applicationId, applicationId)));
  return item;
}

/** The agenda in order, with each file's doctor. */
export async function listAgenda(db: TDb, meetingId: string) {
  return db
    .select({
      applicationId: meetingItems.applicationId,
      position: meetingItems.position,
      outcome: meetingItems.outcome,
      doctorName: fullName,
    })
    .from(meetingItems)
    .innerJoin(applications, eq(applications.id, meetingItems.applicationId))
    .innerJoin(users, eq(users.id, applications.doctorId))
    .where(eq(meetingItems.meetingId, meetingId))
    .orderBy(asc(meetingItems.position), asc(meetingItems.applicationId));
}

/** The votes cast at this meeting and the step's recusals, by file. */
export async function listMeetingVotes(
  db: TDb,
  meeting: Pick<TMeetingRow, 'id' | 'stepId'>,
  applicationIds: string[],
): Promise<Map<string, TMeetingVote[]>> {
  const byFile = new Map<string, TMeetingVote[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) {
    return byFile;
  }
  const cast = await db
    .select({
      applicationId: recommendations.applicationId,
      userId: votes.userId,
      name: fullName,
      choice: votes.choice,
    })
    .from(votes)
    .innerJoin(recommendations, eq(recommendations.id, votes.recommendationId))
    .innerJoin(users, eq(users.id, votes.userId))
    .where(and(eq(votes.meetingId, meeting.id), inArray(recommendations.applicationId, applicationIds)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const recused = await db
    .select({ applicationId: recusals.applicationId, userId: recusals.userId, name: fullName })
    .from(recusals)
    .innerJoin(users, eq(users.id, recusals.userId))
    .where(and(eq(recusals.stepId, meeting.stepId), inArray(recusals.applicationId, applicationIds)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  for (const { applicationId, ...vote } of cast) {
    byFile.get(applicationId)?.push(vote);
  }
  for (const { applicationId, ...member } of recused) {
    byFile.get(applicationId)?.push({ ...member, choice: 'recused' });
  }
  return byFile;
}

export function countQuorum(members: Pick<TMeetingMemberRow, 'present'>[], needed: number) {
  const present = members.filter((member) => member.present === true).length;
  return { needed, present, members: members.length, isReached: present >= needed };
}

/** GET /admin/meetings/{id}: the meeting, its agenda, its members' attendance and the quorum. */
export async function readMeeting(
  db: TDb,
  { meeting, step, hospitalName, canManage }: TMeetingAccess,
): Promise<TMeeting> {
  const [agenda, members] = await Promise.all([listAgenda(db, meeting.id), listMeetingMembers(db, meeting)]);
  const votesByFile = await listMeetingVotes(
    db,
    meeting,
    agenda.map((item) => item.applicationId),
  );
  return {
    ...toSummaryFields(meeting),
    hospitalName,
    step: { id: step.id, name: step.name, quorum: step.quorum },
    itemCount: agenda.length,
    canManage,
    notes: meeting.notes,
    items: agenda.map((item) => ({ ...item, votes: votesByFile.get(item.applicationId) ?? [] })),
    members: members.map(({ userId, name, isChair, present }) => ({ userId, name, isChair, present })),
    quorum: countQuorum(members, step.quorum),
  };
}

/**
 * GET /admin/meetings: the meetings of the hospitals the user administers and of the steps they
 * sit on, in one query. Upcoming ones soonest first; past ones latest first.
 */
export async function listMeetings(db: TDb, user: TUserRow, query: TMeetingListQuery): Promise<TMeetingList> {
  // Note: an administrator sees their hospitals' meetings; a member only their own steps'.
  const isAdmin = exists(
    db
      .select({ one: sql`1` })
      .from(hospitalAdmins)
      .where(and(eq(hospitalAdmins.hospitalId, meetings.hospitalId), eq(hospitalAdmins.userId, user.id))),
  );
  const isMember = exists(
    db
      .select({ one: sql`1` })
      .from(decisionStepMembers)
      .where(and(eq(decisionStepMembers.stepId, meetings.stepId), eq(decisionStepMembers.userId, user.id))),
  );
  const conditions: SQL[] = [sql`(${isAdmin} or ${isMember})`];
  if (query.hospitalId) {
    conditions.push(eq(meetings.hospitalId, query.hospitalId));
  }
  const isPast = query.when === 'past';
  if (query.when) {
    conditions.push(inArray(meetings.state, isPast ? ['closed', 'cancelled'] : ['scheduled', 'in-progress']));
  }
  const rows = await db
    .select({
      meeting: meetings,
      step: { id: decisionSteps.id, name: decisionSteps.name, quorum: decisionSteps.quorum },
      hospitalName: hospitals.name,
      canManage: sql<boolean>`${isAdmin}`,
      itemCount: sql<number>`(select count(*)::int from ${meetingItems} where ${meetingItems.meetingId} = ${meetings.id})`,
    })
    .from(meetings)
    .innerJoin(decisionSteps, eq(decisionSteps.id, meetings.stepId))
    .innerJoin(hospitals, eq(hospitals.id, meetings.hospitalId))
    .where(and(...conditions))
    .orderBy(isPast ? desc(meetings.startsAt) : asc(meetings.startsAt), asc(meetings.id))
    .limit(500);
  return {
    data: rows.map(({ meeting, step, hospitalName, canManage, itemCount }) => ({
      ...toSummaryFields(meeting),
      hospitalName,
      step,
      canManage: Boolean(canManage),
      itemCount: Number(itemCount),
    })),
  };
}
