// Temporary: the decisions module (being written in parallel) will export these from
// '@/modules/decisions'; this file goes when it is merged.
import type { TCommitteeGate } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';

export async function getCommitteeGate(
  _db: TDb,
  _input: { applicationId: string; on: string },
): Promise<TCommitteeGate> {
  throw new Error('not yet');
}

export async function recordMeetingVotes(
  _tx: TDb,
  _input: {
    applicationId: string;
    stepId: string;
    meetingId: string;
    actorId: string;
    votes: { userId: string; choice: 'for' | 'against' | 'abstain' }[];
    recusals: { userId: string; reason: string }[];
  },
): Promise<'adopted' | 'rejected'> {
  throw new Error('not yet');
}
