import dayjs from 'dayjs';
import { and, eq, inArray, max } from 'drizzle-orm';
import { DATE_FORMAT } from '@docapply/rules';
import {
  MEETING_MESSAGES,
  type TCommitteeGate,
  type TMeeting,
  type TMeetingCandidateList,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { applications, decisionFiles, meetingItems, users } from '@/core/db/schema';
import { lockKey } from '@/core/locks';
import { AppError } from '@/lib/app-error';
import type { TUserRow } from '@/core/users/users';
import { getCommitteeGate } from '@/modules/decisions';
import { getMeetingAccess, getOpenMeeting, type TMeetingRow } from './access';
import { getMeeting } from './meetings';
import { findAgendaItem, fullName } from './queries';

/** The meeting's day, for which the gate is read. */
export const meetingDay = (meeting: Pick<TMeetingRow, 'startsAt'>) =>
  dayjs(meeting.startsAt).format(DATE_FORMAT);

/** The files at the meeting's step, waiting for its recommendation or its vote, oldest first. */
async function findStepFiles(db: TDb, meeting: TMeetingRow, applicationId?: string) {
  return db
    .select({
      applicationId: decisionFiles.applicationId,
      doctorName: fullName,
      since: decisionFiles.since,
      routeState: decisionFiles.state,
    })
    .from(decisionFiles)
    .innerJoin(applications, eq(applications.id, decisionFiles.applicationId))
    .innerJoin(users, eq(users.id, applications.doctorId))
    .where(
      and(
        eq(decisionFiles.hospitalId, meeting.hospitalId),
        eq(decisionFiles.stepId, meeting.stepId),
        inArray(decisionFiles.state, ['waiting', 'voting']),
        applicationId ? eq(decisionFiles.applicationId, applicationId) : undefined,
      ),
    )
    .orderBy(decisionFiles.since, decisionFiles.applicationId);
}

/** GET /admin/meetings/{id}/candidates: each file with its ready-for-committee gate on the meeting's day. */
export async function listAgendaCandidates(
  db: TDb,
  user: TUserRow,
  meetingId: string,
): Promise<TMeetingCandidateList> {
  const { meeting } = await getMeetingAccess(db, user, meetingId, { manage: true });
  const files = await findStepFiles(db, meeting);
  const onAgenda = new Set(
    (
      await db
        .select({ applicationId: meetingItems.applicationId })
        .from(meetingItems)
        .where(eq(meetingItems.meetingId, meeting.id))
    ).map((item) => item.applicationId),
  );
  const on = meetingDay(meeting);
  const data = [];
  for (const file of files) {
    const gate = await getCommitteeGate(db, { applicationId: file.applicationId, on });
    data.push({
      ...file,
      routeState: file.routeState === 'voting' ? ('voting' as const) : ('waiting' as const),
      since: file.since.toISOString(),
      isOnAgenda: onAgenda.has(file.applicationId),
      gate,
    });
  }
  return { data };
}

function notReady(gate: TCommitteeGate): AppError {
  return new AppError('CONFLICT', {
    message: [MEETING_MESSAGES.notReady, ...gate.blocks.map((block) => block.message)].join(' '),
    fields: Object.fromEntries(gate.blocks.map((block) => [block.kind, block.message])),
  });
}

/** POST /admin/meetings/{id}/items: a file at the step, ready on the meeting's day, last on the agenda. */
export async function addAgendaItem(
  db: TDb,
  user: TUserRow,
  { meetingId, applicationId }: { meetingId: string; applicationId: string },
): Promise<TMeeting> {
  const { meeting } = await getOpenMeeting(db, user, meetingId);
  const [file] = await findStepFiles(db, meeting, applicationId);
  if (!file) {
    throw new AppError('CONFLICT', { message: MEETING_MESSAGES.notCandidate });
  }
  const gate = await getCommitteeGate(db, { applicationId, on: meetingDay(meeting) });
  if (!gate.ready) {
    throw notReady(gate);
  }
  await runChange(async ({ tx, audit }) => {
    await lockKey(tx, `meeting-agenda:${meeting.id}`);
    const [last] = await tx
      .select({ position: max(meetingItems.position) })
      .from(meetingItems)
      .where(eq(meetingItems.meetingId, meeting.id));
    const [added] = await tx
      .insert(meetingItems)
      .values({ meetingId: meeting.id, applicationId, position: (last?.position ?? 0) + 1 })
      .onConflictDoNothing()
      .returning();
    if (!added) {
      throw new AppError('CONFLICT', { message: MEETING_MESSAGES.alreadyOnAgenda });
    }
    await audit({
      actorId: user.id,
      action: 'meeting.item-added',
      entity: 'meeting',
      entityId: meeting.id,
      applicationId,
      hospitalId: meeting.hospitalId,
      data: { position: added.position },
    });
  });
  return getMeeting(db, user, meeting.id);
}

/** DELETE /admin/meetings/{id}/items/{applicationId}: off the agenda, unless the meeting voted on it. */
export async function removeAgendaItem(
  db: TDb,
  user: TUserRow,
  { meetingId, applicationId }: { meetingId: string; applicationId: string },
): Promise<TMeeting> {
  const { meeting } = await getOpenMeeting(db, user, meetingId);
  await runChange(async ({ tx, audit }) => {
    const item = await findAgendaItem(tx, meeting.id, applicationId);
    if (!item) {
      throw new AppError('NOT_FOUND', { message: MEETING_MESSAGES.notOnAgenda });
    }
    if (item.outcome) {
      throw new AppError('CONFLICT', { message: MEETING_MESSAGES.alreadyDecided });
    }
    await tx
      .delete(meetingItems)
      .where(and(eq(meetingItems.meetingId, meeting.id), eq(meetingItems.applicationId, applicationId)));
    await audit({
      actorId: user.id,
      action: 'meeting.item-removed',
      entity: 'meeting',
      entityId: meeting.id,
      applicationId,
      hospitalId: meeting.hospitalId,
    });
  });
  return getMeeting(db, user, meeting.id);
}

/** PUT /admin/meetings/{id}/items: the agenda's order, given as every file's id once. */
export async function reorderAgenda(
  db: TDb,
  user: TUserRow,
  { meetingId, applicationIds }: { meetingId: string; applicationIds: string[] },
): Promise<TMeeting> {
  const { meeting } = await getOpenMeeting(db, user, meetingId);
  await runChange(async ({ tx, audit }) => {
    await lockKey(tx, `meeting-agenda:${meeting.id}`);
    const current = await tx
      .select({ applicationId: meetingItems.applicationId, position: meetingItems.position })
      .from(meetingItems)
      .where(eq(meetingItems.meetingId, meeting.id))
      .orderBy(meetingItems.position);
    const known = new Set(current.map((item) => item.applicationId));
    const given = new Set(applicationIds);
    if (
      given.size !== applicationIds.length ||
      given.size !== known.size ||
      ![...given].every((id) => known.has(id))
    ) {
      throw new AppError('VALIDATION', {
        message: MEETING_MESSAGES.sameItems,
        fields: { applicationIds: MEETING_MESSAGES.sameItems },
      });
    }
    for (const [index, applicationId] of applicationIds.entries()) {
      await tx
        .update(meetingItems)
        .set({ position: index + 1 })
        .where(and(eq(meetingItems.meetingId, meeting.id), eq(meetingItems.applicationId, applicationId)));
    }
    await audit({
      actorId: user.id,
      action: 'meeting.agenda-reordered',
      entity: 'meeting',
      entityId: meeting.id,
      hospitalId: meeting.hospitalId,
      before: { order: current.map((item) => item.applicationId) },
      after: { order: applicationIds },
    });
  });
  return getMeeting(db, user, meeting.id);
}
