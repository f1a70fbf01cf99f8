import { and, eq } from 'drizzle-orm';
import {
  MEETING_MESSAGES,
  type TCreateMeetingInput,
  type TMeeting,
  type TUpdateMeetingInput,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import { changedValues } from '@/core/audit';
import type { TDb } from '@/core/db/client';
import { decisionSteps, meetings } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { isHospitalAdmin, isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { assertOpen, getMeetingAccess, getOpenMeeting, type TMeetingRow } from './access';
import { createMeetingCancelledMail } from './mails';
import { listMeetingMembers, readMeeting } from './queries';

function refuseInPast(startsAt: string): void {
  if (new Date(startsAt).getTime() <= Date.now()) {
    throw new AppError('VALIDATION', {
      message: MEETING_MESSAGES.inPast,
      fields: { startsAt: MEETING_MESSAGES.inPast },
    });
  }
}

/** The meeting's values as its audit rows show them. */
function toAudited(meeting: TMeetingRow): Record<string, unknown> {
  return {
    startsAt: meeting.startsAt.toISOString(),
    location: meeting.location,
    packetLeadDays: meeting.packetLeadDays,
    state: meeting.state,
  };
}

/** POST /admin/meetings: a committee step's meeting, scheduled by its hospital's administrator. */
export async function createMeeting(db: TDb, user: TUserRow, input: TCreateMeetingInput): Promise<TMeeting> {
  const [step] = isUuid(input.stepId)
    ? await db.select().from(decisionSteps).where(eq(decisionSteps.id, input.stepId))
    : [];
  // Note: a step of another hospital's route reads as missing.
  if (!step || step.removedAt || !(await isHospitalAdmin(db, user.id, step.hospitalId))) {
    throw new AppError('NOT_FOUND', { message: MEETING_MESSAGES.stepNotFound });
  }
  if (step.kind !== 'committee') {
    throw new AppError('VALIDATION', {
      message: MEETING_MESSAGES.notCommittee,
      fields: { stepId: MEETING_MESSAGES.notCommittee },
    });
  }
  refuseInPast(input.startsAt);
  const id = await runChange(async ({ tx, audit }) => {
    const [meeting] = await tx
      .insert(meetings)
      .values({
        hospitalId: step.hospitalId,
        stepId: step.id,
        startsAt: new Date(input.startsAt),
        location: input.location,
        packetLeadDays: input.packetLeadDays ?? 7,
        createdBy: user.id,
      })
      .returning();
    await audit({
      actorId: user.id,
      action: 'meeting.scheduled',
      entity: 'meeting',
      entityId: meeting.id,
      hospitalId: meeting.hospitalId,
      data: { stepId: step.id },
      before: null,
      after: toAudited(meeting),
    });
    return meeting.id;
  });
  return getMeeting(db, user, id);
}

/** GET /admin/meetings/{id}: for its coordinator and its step's members. */
export async function getMeeting(db: TDb, user: TUserRow, meetingId: string): Promise<TMeeting> {
  return readMeeting(db, await getMeetingAccess(db, user, meetingId, { manage: false }));
}

/**
 * PUT /admin/meetings/{id}: date, place and lead days while it has not started; the minutes'
 * notes until it is closed. A new date lets the packet go again at the new lead time.
 */
export async function updateMeeting(
  db: TDb,
  user: TUserRow,
  { meetingId, changes }: { meetingId: string; changes: TUpdateMeetingInput },
): Promise<TMeeting> {
  const access = await getMeetingAccess(db, user, meetingId, { manage: true });
  const { meeting } = access;
  assertOpen(meeting);
  const { notes, ...schedule } = changes;
  const reschedules = Object.values(schedule).some((value) => value !== undefined);
  if (reschedules && meeting.state !== 'scheduled') {
    throw new AppError('CONFLICT', { message: MEETING_MESSAGES.notScheduled });
  }
  if (changes.startsAt) {
    refuseInPast(changes.startsAt);
  }
  await runChange(async ({ tx, audit }) => {
    const isMoved =
      changes.startsAt !== undefined && new Date(changes.startsAt).getTime() !== meeting.startsAt.getTime();
    const [updated] = await tx
      .update(meetings)
      .set({
        ...(changes.startsAt ? { startsAt: new Date(changes.startsAt) } : {}),
        ...(changes.location !== undefined ? { location: changes.location } : {}),
        ...(changes.packetLeadDays !== undefined ? { packetLeadDays: changes.packetLeadDays } : {}),
        ...(notes !== undefined ? { notes } : {}),
        // Moved: the members are sent the agenda again, at the new date's lead time.
        ...(isMoved ? { packetSentAt: null } : {}),
      })
      .where(eq(meetings.id, meeting.id))
      .returning();
    // The notes stay out of the trail, as the office's notes do; that they changed is kept.
    await audit({
      actorId: user.id,
      action: 'meeting.updated',
      entity: 'meeting',
      entityId: meeting.id,
      hospitalId: meeting.hospitalId,
      data: { notesChanged: notes !== undefined && notes !== meeting.notes },
      ...changedValues(toAudited(meeting), toAudited(updated)),
    });
  });
  return getMeeting(db, user, meeting.id);
}

/** Moves the meeting from one state to another, refused when another change moved it first. */
async function moveMeeting(
  db: TDb,
  user: TUserRow,
  {
    meetingId,
    from,
    to,
    action,
  }: { meetingId: string; from: TMeetingRow['state'][]; to: TMeetingRow['state']; action: string },
): Promise<TMeeting> {
  const { meeting } = await getOpenMeeting(db, user, meetingId);
  if (!from.includes(meeting.state)) {
    throw new AppError('CONFLICT', { message: MEETING_MESSAGES.notScheduled });
  }
  await runChange(async ({ tx, audit, mail }) => {
    const [moved] = await tx
      .update(meetings)
      .set({ state: to, ...(to === 'closed' ? { closedAt: new Date() } : {}) })
      .where(and(eq(meetings.id, meeting.id), eq(meetings.state, meeting.state)))
      .returning();
    if (!moved) {
      throw new AppError('CONFLICT', { message: MEETING_MESSAGES.notScheduled });
    }
    await audit({
      actorId: user.id,
      action,
      entity: 'meeting',
      entityId: meeting.id,
      hospitalId: meeting.hospitalId,
      before: { state: meeting.state },
      after: { state: to },
    });
    if (to === 'cancelled' && meeting.packetSentAt) {
      for (const member of await listMeetingMembers(tx, meeting)) {
        await mail({ to: member.email, ...createMeetingCancelledMail({ name: member.name, meeting }) });
      }
    }
  });
  return getMeeting(db, user, meeting.id);
}

/** POST /admin/meetings/{id}/cancel: a meeting that has not started; members already sent the packet are told. */
export function cancelMeeting(db: TDb, user: TUserRow, meetingId: string): Promise<TMeeting> {
  return moveMeeting(db, user, {
    meetingId,
    from: ['scheduled'],
    to: 'cancelled',
    action: 'meeting.cancelled',
  });
}

/** POST /admin/meetings/{id}/close: nothing more is recorded; the minutes are final. */
export function closeMeeting(db: TDb, user: TUserRow, meetingId: string): Promise<TMeeting> {
  return moveMeeting(db, user, {
    meetingId,
    from: ['scheduled', 'in-progress'],
    to: 'closed',
    action: 'meeting.closed',
  });
}
