import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { ZCommitteeGate } from './committee-files';
import { trimmedText } from './text-fields';

/**
 * Committee meetings (issue 40): the coordinator (the hospital's administrators) schedules a
 * committee step's meeting, builds its agenda from the files ready for it, sends the members the
 * agenda and one packet, records attendance, quorum and votes, and prints the minutes.
 */

export const MEETING_MESSAGES = {
  notFound: 'Meeting not found',
  notCommittee: 'Only a committee step meets: choose a committee of your decision route.',
  stepNotFound: 'This step is not part of the hospital’s decision route.',
  inPast: 'Choose a date and time in the future',
  noQuorum: 'This meeting has no quorum: it cannot decide',
  closed: 'This meeting is closed: nothing more can be recorded.',
  cancelled: 'This meeting was cancelled.',
  notScheduled: 'Only a meeting that has not started can be changed or cancelled.',
  notCandidate: 'This file is not waiting at this meeting’s step.',
  alreadyOnAgenda: 'This file is already on the agenda.',
  notOnAgenda: 'This file is not on the agenda.',
  notReady: 'This file will not be ready for the committee on the meeting’s day.',
  sameItems: 'Give every file on the agenda, each once',
  notMember: 'This person does not sit on this committee',
  notPresent: 'Only members present can vote',
  everyPresent: 'Record a choice for every member present',
  alreadyDecided: 'The meeting has already recorded its vote on this file.',
  emptyAgenda: 'Add at least one file to the agenda first.',
} as const;

export const MEETING_STATES = ['scheduled', 'in-progress', 'closed', 'cancelled'] as const;
export type TMeetingState = (typeof MEETING_STATES)[number];
export const MEETING_STATE_LABELS: Record<TMeetingState, string> = {
  scheduled: 'Scheduled',
  'in-progress': 'In progress',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** A member's choice at the meeting: a vote, or standing aside (recorded as a recusal). */
export const MEETING_CHOICES = ['for', 'against', 'abstain', 'recused'] as const;
export type TMeetingChoice = (typeof MEETING_CHOICES)[number];

export const MEETING_OUTCOMES = ['adopted', 'rejected'] as const;
export type TMeetingOutcome = (typeof MEETING_OUTCOMES)[number];
export const MEETING_OUTCOME_LABELS: Record<TMeetingOutcome, string> = {
  adopted: 'Recommendation adopted',
  rejected: 'Recommendation not adopted',
};

export const ZMeetingParams = z.object({ id: z.string().min(1).max(64) });
export const ZMeetingItemParams = z.object({
  id: z.string().min(1).max(64),
  applicationId: z.string().min(1).max(64),
});
export const ZMeetingMemberParams = z.object({
  id: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
});

/** GET /admin/meetings: `hospitalId` narrows to one hospital; `when` to upcoming or past meetings. */
export const ZMeetingListQuery = z.object({
  hospitalId: z.uuid().optional(),
  when: z.enum(['upcoming', 'past']).optional(),
});
export type TMeetingListQuery = z.input<typeof ZMeetingListQuery>;

/** POST /admin/meetings. */
export const ZCreateMeetingInput = z.strictObject({
  stepId: z.uuid(MESSAGES.required),
  startsAt: z.iso.datetime({ offset: true, message: 'Enter a date and time' }),
  location: trimmedText(200).min(1, MESSAGES.required),
  packetLeadDays: z.number().int().min(0).max(60).default(7),
});
export type TCreateMeetingInput = z.input<typeof ZCreateMeetingInput>;

/** PUT /admin/meetings/{id} (the fields given): the date, place, lead days (before it starts) and the minutes' notes. */
export const ZUpdateMeetingInput = z.strictObject({
  startsAt: z.iso.datetime({ offset: true, message: 'Enter a date and time' }).optional(),
  location: trimmedText(200).min(1, MESSAGES.required).optional(),
  packetLeadDays: z.number().int().min(0).max(60).optional(),
  notes: trimmedText(20_000).optional(),
});
export type TUpdateMeetingInput = z.input<typeof ZUpdateMeetingInput>;

export const ZMeetingStep = z.object({ id: z.string(), name: z.string(), quorum: z.number() });

export const ZMeetingSummary = z.object({
  id: z.string(),
  hospitalId: z.string(),
  hospitalName: z.string(),
  step: ZMeetingStep,
  startsAt: z.string(),
  location: z.string(),
  packetLeadDays: z.number(),
  state: z.enum(MEETING_STATES),
  packetSentAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  itemCount: z.number(),
  /** Whether the signed-in user coordinates it (an administrator of its hospital). */
  canManage: z.boolean(),
});
export type TMeetingSummary = z.infer<typeof ZMeetingSummary>;
export const ZMeetingList = z.object({ data: z.array(ZMeetingSummary) });
export type TMeetingList = z.infer<typeof ZMeetingList>;

export const ZMeetingVote = z.object({
  userId: z.string(),
  name: z.string(),
  choice: z.enum(MEETING_CHOICES),
});
export type TMeetingVote = z.infer<typeof ZMeetingVote>;

export const ZMeetingItem = z.object({
  applicationId: z.string(),
  position: z.number(),
  doctorName: z.string(),
  /** The outcome of the meeting's vote, once recorded. */
  outcome: z.enum(MEETING_OUTCOMES).nullable(),
  votes: z.array(ZMeetingVote),
});
export type TMeetingItem = z.infer<typeof ZMeetingItem>;

export const ZMeetingMember = z.object({
  userId: z.string(),
  name: z.string(),
  isChair: z.boolean(),
  /** null until the coordinator records it. */
  present: z.boolean().nullable(),
});
export type TMeetingMember = z.infer<typeof ZMeetingMember>;

export const ZQuorum = z.object({
  needed: z.number(),
  present: z.number(),
  members: z.number(),
  isReached: z.boolean(),
});
export type TQuorum = z.infer<typeof ZQuorum>;

/** GET /admin/meetings/{id}: the meeting with its agenda; the notes and attendance for its coordinator. */
export const ZMeeting = ZMeetingSummary.extend({
  notes: z.string(),
  items: z.array(ZMeetingItem),
  members: z.array(ZMeetingMember),
  quorum: ZQuorum,
});
export type TMeeting = z.infer<typeof ZMeeting>;

/** GET /admin/meetings/{id}/candidates: the files at the meeting's step, and their gate on its day. */
export const ZMeetingCandidate = z.object({
  applicationId: z.string(),
  doctorName: z.string(),
  /** When the file reached the step. */
  since: z.string(),
  routeState: z.enum(['waiting', 'voting']),
  isOnAgenda: z.boolean(),
  gate: ZCommitteeGate,
});
export type TMeetingCandidate = z.infer<typeof ZMeetingCandidate>;
export const ZMeetingCandidateList = z.object({ data: z.array(ZMeetingCandidate) });
export type TMeetingCandidateList = z.infer<typeof ZMeetingCandidateList>;

/** POST /admin/meetings/{id}/items. */
export const ZAddMeetingItemInput = z.strictObject({ applicationId: z.uuid() });
export type TAddMeetingItemInput = z.input<typeof ZAddMeetingItemInput>;

/** PUT /admin/meetings/{id}/items: the agenda's files in their new order. */
export const ZReorderMeetingItemsInput = z.strictObject({
  applicationIds: z.array(z.uuid()).max(200),
});
export type TReorderMeetingItemsInput = z.input<typeof ZReorderMeetingItemsInput>;

/** PUT /admin/meetings/{id}/attendance/{userId}. */
export const ZAttendanceInput = z.strictObject({ present: z.boolean() });
export type TAttendanceInput = z.input<typeof ZAttendanceInput>;

/** PUT /admin/meetings/{id}/items/{applicationId}/votes: every present member's choice. */
export const ZMeetingVotesInput = z.strictObject({
  votes: z
    .array(
      z.strictObject({
        userId: z.uuid(),
        choice: z.enum(MEETING_CHOICES),
        /** Why a member stood aside (recorded with the recusal). */
        reason: trimmedText(1000).optional(),
      }),
    )
    .min(1, MEETING_MESSAGES.everyPresent)
    .max(50),
});
export type TMeetingVotesInput = z.input<typeof ZMeetingVotesInput>;
