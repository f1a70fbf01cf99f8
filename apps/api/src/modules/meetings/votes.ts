import { and, eq } from 'drizzle-orm';
import { MEETING_MESSAGES, type TMeeting, type TMeetingVotesInput } from '@docapply/contracts';
import { runChange } from '@/core/change';
import { meetingItems } from '@/core/db/schema';
import type { TDb } from '@/core/db/client';
import { lockKey } from '@/core/locks';
import { AppError } from '@/lib/app-error';
import type { TUserRow } from '@/core/users/users';
import { recordMeetingVotes } from '@/modules/decisions';
import { getOpenMeeting } from './access';
import { startMeeting } from './attendance';
import { meetingDay } from './agenda';
import { getMeeting } from './meetings';
import { countQuorum, findAgendaItem, listMeetingMembers } from './queries';

const RECUSED_AT_MEETING = 'Stood aside at the meeting';

/** Every member present once, and only them. */
function checkVoters(presentIds: Set<string>, votes: TMeetingVotesInput['votes']): void {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  votes.forEach((vote, index) => {
    if (!presentIds.has(vote.userId)) {
      fields[`votes.${index}.userId`] = MEETING_MESSAGES.notPresent;
    }
    if (seen.has(vote.userId)) {
      fields[`votes.${index}.userId`] = MEETING_MESSAGES.everyPresent;
    }
    seen.add(vote.userId);
  });
  if (Object.keys(fields).length === 0 && [...presentIds].some((id) => !seen.has(id))) {
    fields.votes = MEETING_MESSAGES.everyPresent;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION', { message: Object.values(fields)[0], fields });
  }
}

/**
 * PUT /admin/meetings/{id}/items/{applicationId}/votes: the present members' votes on the file's
 * proposed recommendation; the decision route counts them and moves the file on. Refused without
 * quorum: a meeting without quorum cannot decide.
 */
export async function recordItemVotes(
  db: TDb,
  user: TUserRow,
  { meetingId, applicationId, votes }: { meetingId: string; applicationId: string } & TMeetingVotesInput,
): Promise<TMeeting> {
  const { meeting, step } = await getOpenMeeting(db, user, meetingId);
  await runChange(async (change) => {
    const { tx, audit } = change;
    await lockKey(tx, `meeting-agenda:${meeting.id}`);
    const item = await findAgendaItem(tx, meeting.id, applicationId);
    if (!item) {
      throw new AppError('NOT_FOUND', { message: MEETING_MESSAGES.notOnAgenda });
    }
    if (item.outcome) {
      throw new AppError('CONFLICT', { message: MEETING_MESSAGES.alreadyDecided });
    }
    const members = await listMeetingMembers(tx, meeting);
    if (!countQuorum(members, step.quorum).isReached) {
      throw new AppError('CONFLICT', { message: MEETING_MESSAGES.noQuorum });
    }
    checkVoters(new Set(members.filter((member) => member.present).map((member) => member.userId)), votes);
    await startMeeting(tx, meeting);
    const outcome = await recordMeetingVotes(change, {
      applicationId,
      on: meetingDay(meeting),
      stepId: step.id,
      meetingId: meeting.id,
      actorId: user.id,
      votes: votes.flatMap(({ userId, choice }) => (choice === 'recused' ? [] : [{ userId, choice }])),
      recusals: votes
        .filter((vote) => vote.choice === 'recused')
        .map(({ userId, reason }) => ({ userId, reason: reason || RECUSED_AT_MEETING })),
    });
    await tx
      .update(meetingItems)
      .set({ outcome, decidedAt: new Date() })
      .where(and(eq(meetingItems.meetingId, meeting.id), eq(meetingItems.applicationId, applicationId)));
    await audit({
      actorId: user.id,
      action: 'meeting.votes-recorded',
      entity: 'meeting',
      entityId: meeting.id,
      applicationId,
      hospitalId: meeting.hospitalId,
      data: { outcome, voters: votes.length },
    });
  });
  return getMeeting(db, user, meeting.id);
}
