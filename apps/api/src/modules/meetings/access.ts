import { and, eq } from 'drizzle-orm';
import { MEETING_MESSAGES } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { decisionStepMembers, decisionSteps, hospitals, meetings } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { isHospitalAdmin, isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';

export type TMeetingRow = typeof meetings.$inferSelect;
export type TStepRow = typeof decisionSteps.$inferSelect;

/** A meeting with its step and hospital, and what the signed-in user may do with it. */
export type TMeetingAccess = {
  meeting: TMeetingRow;
  step: TStepRow;
  hospitalName: string;
  /** An administrator of the meeting's hospital: its coordinator. */
  canManage: boolean;
};

export function meetingNotFound(): AppError {
  return new AppError('NOT_FOUND', { message: MEETING_MESSAGES.notFound });
}

export async function isStepMember(db: TDb, userId: string, stepId: string): Promise<boolean> {
  const rows = await db
    .select({ id: decisionStepMembers.id })
    .from(decisionStepMembers)
    .where(and(eq(decisionStepMembers.stepId, stepId), eq(decisionStepMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The meeting if the user may see it: its hospital's administrators (who run it) and the members
 * of its step (who read its agenda and packet). `manage` asks for the coordinator.
 */
export async function getMeetingAccess(
  db: TDb,
  user: TUserRow,
  meetingId: string,
  { manage }: { manage: boolean },
): Promise<TMeetingAccess> {
  if (!isUuid(meetingId)) {
    throw meetingNotFound();
  }
  const [row] = await db
    .select({ meeting: meetings, step: decisionSteps, hospitalName: hospitals.name })
    .from(meetings)
    .innerJoin(decisionSteps, eq(decisionSteps.id, meetings.stepId))
    .innerJoin(hospitals, eq(hospitals.id, meetings.hospitalId))
    .where(eq(meetings.id, meetingId));
  if (!row) {
    throw meetingNotFound();
  }
  // Note: another hospital's administrator, a member of another step, anyone else: as if missing.
  const canManage = await isHospitalAdmin(db, user.id, row.meeting.hospitalId);
  if (!canManage && (manage || !(await isStepMember(db, user.id, row.step.id)))) {
    throw meetingNotFound();
  }
  return { ...row, canManage };
}

/** The coordinator may change it only while it is not closed or cancelled. */
export function assertOpen(meeting: TMeetingRow): void {
  if (meeting.state === 'closed') {
    throw new AppError('CONFLICT', { message: MEETING_MESSAGES.closed });
  }
  if (meeting.state === 'cancelled') {
    throw new AppError('CONFLICT', { message: MEETING_MESSAGES.cancelled });
  }
}

/** The meeting its coordinator is changing: refused once closed or cancelled. */
export async function getOpenMeeting(db: TDb, user: TUserRow, meetingId: string): Promise<TMeetingAccess> {
  const access = await getMeetingAccess(db, user, meetingId, { manage: true });
  assertOpen(access.meeting);
  return access;
}
