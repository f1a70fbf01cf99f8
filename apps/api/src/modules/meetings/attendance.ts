import { and, eq } from 'drizzle-orm';
import { MEETING_MESSAGES, type TMeeting } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { meetingAttendance, meetings } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import type { TUserRow } from '@/core/users/users';
import { getOpenMeeting, isStepMember, type TMeetingRow } from './access';
import { getMeeting } from './meetings';

/** The first thing recorded at a meeting starts it: it can no longer be moved or cancelled. */
export async function startMeeting(tx: TDb, meeting: TMeetingRow): Promise<void> {
  if (meeting.state === 'scheduled') {
    await tx
      .update(meetings)
      .set({ state: 'in-progress' })
      .where(and(eq(meetings.id, meeting.id), eq(meetings.state, 'scheduled')));
  }
}

/** PUT /admin/meetings/{id}/attendance/{userId}: a member of the step present or absent. */
export async function recordAttendance(
  db: TDb,
  user: TUserRow,
  { meetingId, userId, present }: { meetingId: string; userId: string; present: boolean },
): Promise<TMeeting> {
  const { meeting } = await getOpenMeeting(db, user, meetingId);
  if (!(await isStepMember(db, userId, meeting.stepId))) {
    throw new AppError('NOT_FOUND', { message: MEETING_MESSAGES.notMember });
  }
  await runChange(async ({ tx, audit }) => {
    await startMeeting(tx, meeting);
    await tx
      .insert(meetingAttendance)
      .values({ meetingId: meeting.id, userId, present })
      .onConflictDoUpdate({
        target: [meetingAttendance.meetingId, meetingAttendance.userId],
        set: { present, recordedAt: new Date() },
      });
    await audit({
      actorId: user.id,
      action: 'meeting.attendance-recorded',
      entity: 'meeting',
      entityId: meeting.id,
      hospitalId: meeting.hospitalId,
      data: { userId, present },
    });
  });
  return getMeeting(db, user, meeting.id);
}
