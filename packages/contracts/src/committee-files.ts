import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { DECISION_MESSAGES, DECISION_STEP_KINDS, PRIVILEGE_OUTCOMES, ZDecisionStep } from './decision-route';
import { APPLICATION_STATUSES } from './status';
import { ZCommitteeProxy } from './telemedicine';
import { dayText, trimmedText } from './text-fields';

export * from './committee-files-labels';

/**
 * The files in a hospital's decision route (issue 40): the recommendation per privilege at each
 * step, recusals, votes, the ready-for-committee gate, the files as the office and the members see
 * them, and the board's decision that sets the final status and the appointment.
 */

/** The conditions a grant may carry (FPPE plans are followed by the FPPE issue). */
export const CONDITION_KINDS = ['proctoring', 'fppe', 'limits'] as const;
export type TConditionKind = (typeof CONDITION_KINDS)[number];

/**
 * Medical-staff membership categories a recommendation names. Each practitioner type lists those
 * it may be appointed in (advanced practice professionals have their own staff category).
 */
export const MEMBERSHIP_CATEGORIES = [
  'active',
  'associate',
  'courtesy',
  'consulting',
  'affiliate',
  'telemedicine',
  'advanced_practice',
] as const;
export type TMembershipCategory = (typeof MEMBERSHIP_CATEGORIES)[number];

export const VOTE_CHOICES = ['for', 'against', 'abstain'] as const;
export type TVoteChoice = (typeof VOTE_CHOICES)[number];
export const VOTE_CHOICE_LABELS: Record<TVoteChoice | 'recused', string> = {
  for: 'For',
  against: 'Against',
  abstain: 'Abstain',
  recused: 'Recused',
};

export const ZCommitteeFileParams = z.strictObject({ applicationId: z.string().min(1).max(100) });

// ---------------------------------------------------------------------------------------------
// Recommendations, recusals and votes
// ---------------------------------------------------------------------------------------------

export const ZConditions = z.object({
  kinds: z.array(z.enum(CONDITION_KINDS)).min(1, DECISION_MESSAGES.conditionsRequired),
  text: trimmedText(2000).min(1, DECISION_MESSAGES.conditionsRequired),
});
export type TConditions = z.infer<typeof ZConditions>;

export const ZPrivilegeRecommendationInput = z
  .strictObject({
    privilegeId: z.uuid(),
    outcome: z.enum(PRIVILEGE_OUTCOMES),
    conditions: ZConditions.optional(),
    /** Why (deny) or what is missing (defer). */
    reason: trimmedText(2000).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.outcome === 'grant-with-conditions' && !item.conditions) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: DECISION_MESSAGES.conditionsRequired });
    }
    if (item.outcome === 'deny' && !item.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: DECISION_MESSAGES.reasonRequired });
    }
    if (item.outcome === 'defer' && !item.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: DECISION_MESSAGES.missingRequired });
    }
  });
export type TPrivilegeRecommendationInput = z.input<typeof ZPrivilegeRecommendationInput>;

/**
 * POST /committee/files/{applicationId}/recommendation: a person step's signed recommendation (the
 * file moves on), or a committee step's proposal that its members then vote on.
 */
export const ZRecommendationInput = z.strictObject({
  privileges: z.array(ZPrivilegeRecommendationInput).min(1).max(500),
  membershipCategory: z.enum(MEMBERSHIP_CATEGORIES),
  /** The appointment period recommended, in months (at most 24: the Joint Commission's limit). */
  appointmentMonths: z.number().int().min(1).max(24),
  comment: trimmedText(4000).optional(),
});
export type TRecommendationInput = z.input<typeof ZRecommendationInput>;

export const ZPrivilegeRecommendation = z.object({
  privilegeId: z.string(),
  name: z.string(),
  department: z.string(),
  outcome: z.enum(PRIVILEGE_OUTCOMES),
  conditions: ZConditions.nullable(),
  reason: z.string().nullable(),
});
export type TPrivilegeRecommendation = z.infer<typeof ZPrivilegeRecommendation>;

export const RECOMMENDATION_STATES = ['proposed', 'adopted', 'rejected'] as const;
export type TRecommendationState = (typeof RECOMMENDATION_STATES)[number];

export const ZVoteTally = z.object({
  for: z.number(),
  against: z.number(),
  abstain: z.number(),
  recused: z.number(),
});
export type TVoteTally = z.infer<typeof ZVoteTally>;

export const ZRecommendation = z.object({
  id: z.string(),
  stepId: z.string(),
  stepName: z.string(),
  state: z.enum(RECOMMENDATION_STATES),
  privileges: z.array(ZPrivilegeRecommendation),
  membershipCategory: z.enum(MEMBERSHIP_CATEGORIES),
  appointmentMonths: z.number(),
  comment: z.string().nullable(),
  /** Who proposed or signed it. */
  by: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  /** When it was adopted (signed, or carried by a vote) or rejected. */
  decidedAt: z.string().nullable(),
  /** The second factor that signed it ('totp', 'passkey', 'recovery-code', 'email-code'); null for a vote. */
  signedWith: z.string().nullable(),
  /** A committee's votes on it; null for a person step. */
  tally: ZVoteTally.nullable(),
  /** The meeting that voted on it, if any. */
  meetingId: z.string().nullable(),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

/** POST /committee/files/{applicationId}/recusal: a member stands aside from one file (recorded). */
export const ZRecusalInput = z.strictObject({ reason: trimmedText(1000).min(1, MESSAGES.required) });
export type TRecusalInput = z.input<typeof ZRecusalInput>;

export const ZRecusal = z.object({
  stepId: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  reason: z.string(),
  createdAt: z.string(),
});
export type TRecusal = z.infer<typeof ZRecusal>;

/** POST /committee/files/{applicationId}/electronic-vote: opens electronic voting until the deadline. */
export const ZOpenElectronicVoteInput = z.strictObject({
  /** The last day (YYYY-MM-DD, inclusive, in the hospital's day) members may vote. */
  closesOn: dayText(),
});
export type TOpenElectronicVoteInput = z.input<typeof ZOpenElectronicVoteInput>;

/** POST /committee/files/{applicationId}/vote: a member's own electronic vote (signed). */
export const ZVoteInput = z.strictObject({ choice: z.enum(VOTE_CHOICES) });
export type TVoteInput = z.input<typeof ZVoteInput>;

// ---------------------------------------------------------------------------------------------
// The ready-for-committee gate
// ---------------------------------------------------------------------------------------------

export const GATE_BLOCK_KINDS = ['verification', 'npdb', 'expired', 'references'] as const;
export type TGateBlockKind = (typeof GATE_BLOCK_KINDS)[number];

export const ZCommitteeGate = z.object({
  /** The day the gate was read for (the meeting's day, or today). */
  on: z.string(),
  ready: z.boolean(),
  /** What stops the file going to a committee on that day. */
  blocks: z.array(z.object({ kind: z.enum(GATE_BLOCK_KINDS), message: z.string() })),
  /** What is fine now but will be too old (or expired) by that day, or by the next meeting's. */
  aging: z.array(z.object({ label: z.string(), until: z.string() })),
  /** Each required verification: its state and when it was verified. */
  verifications: z.array(
    z.object({
      label: z.string(),
      status: z.string(),
      verifiedOn: z.string().nullable(),
      validUntil: z.string().nullable(),
    }),
  ),
});
export type TCommitteeGate = z.infer<typeof ZCommitteeGate>;

// ---------------------------------------------------------------------------------------------
// Files in the route, as the office and the members see them
// ---------------------------------------------------------------------------------------------

export const ZRoutePosition = z.object({
  stepId: z.string(),
  stepName: z.string(),
  position: z.number(),
  kind: z.enum(DECISION_STEP_KINDS),
  /** When the file reached this step. */
  since: z.string(),
  /** 'waiting' for a recommendation, 'voting' on a proposal, or 'decided' (left the route). */
  state: z.enum(['waiting', 'voting', 'decided']),
  /** Electronic voting's last day, when open. */
  votingClosesOn: z.string().nullable(),
});
export type TRoutePosition = z.infer<typeof ZRoutePosition>;

/** GET /committee/files: the files at (or past) the steps the user sits on; the office sees all. */
export const ZCommitteeFileSummary = z.object({
  applicationId: z.string(),
  doctorName: z.string(),
  hospitalId: z.string(),
  hospitalName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  route: ZRoutePosition,
  privilegeCount: z.number(),
  /** Whether the signed-in user may act at the current step (a member of it, not recused). */
  canAct: z.boolean(),
});
export type TCommitteeFileSummary = z.infer<typeof ZCommitteeFileSummary>;
export const ZCommitteeFileList = z.object({ data: z.array(ZCommitteeFileSummary) });
export type TCommitteeFileList = z.infer<typeof ZCommitteeFileList>;

/** GET /committee/files/{applicationId}: what the signed-in member's step shows. */
export const ZCommitteeFile = ZCommitteeFileSummary.extend({
  doctorEmail: z.string(),
  submittedAt: z.string().nullable(),
  steps: z.array(
    ZDecisionStep.pick({
      id: true,
      position: true,
      name: true,
      kind: true,
      quorum: true,
      allowedOutcomes: true,
      allowElectronicVote: true,
    }),
  ),
  requested: z.array(
    z.object({ privilegeId: z.string(), name: z.string(), department: z.string(), isCore: z.boolean() }),
  ),
  /** The membership categories the practitioner's type may be appointed in: a recommendation names one. */
  membershipCategories: z.array(z.enum(MEMBERSHIP_CATEGORIES)),
  /** Every step's recommendations so far, earliest first (a later step sees the earlier ones). */
  recommendations: z.array(ZRecommendation),
  recusals: z.array(ZRecusal),
  gate: ZCommitteeGate,
  /** Telemedicine by proxy: the distant site's decision the board relies on, in place of earlier steps'. */
  proxy: ZCommitteeProxy.nullable(),
  /** The signed-in user at the current step: chair, recused, their vote. */
  me: z.object({
    isMember: z.boolean(),
    isChair: z.boolean(),
    isOffice: z.boolean(),
    recused: z.boolean(),
    vote: z.enum(VOTE_CHOICES).nullable(),
  }),
});
export type TCommitteeFile = z.infer<typeof ZCommitteeFile>;

// ---------------------------------------------------------------------------------------------
// The board's decision (the last step's adopted recommendation)
// ---------------------------------------------------------------------------------------------

/**
 * What the last step decided, as the decision letter, temporary privileges and the appointment read
 * it (the domain event `application.decided` carries it).
 */
export const ZBoardDecision = z.object({
  applicationId: z.string(),
  doctorId: z.string(),
  hospitalId: z.string(),
  /** The day of the decision (YYYY-MM-DD). */
  decidedOn: z.string(),
  /** 'approved' when at least one privilege is granted, else 'rejected'. */
  outcome: z.enum(['approved', 'rejected']),
  membershipCategory: z.enum(MEMBERSHIP_CATEGORIES),
  /** The appointment recorded (approved only). */
  appointment: z.object({ startsOn: z.string(), endsOn: z.string() }).nullable(),
  privileges: z.array(ZPrivilegeRecommendation),
  comment: z.string().nullable(),
  /** The step that decided (the board) and who recorded it. */
  stepName: z.string(),
  decidedBy: z.object({ id: z.string(), name: z.string() }),
  /** Telemedicine by proxy: the distant site relied on (absent on decisions made before it existed). */
  reliance: z.object({ distantSiteName: z.string(), agreementSignedOn: z.string() }).nullish(),
});
export type TBoardDecision = z.infer<typeof ZBoardDecision>;
