import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { trimmedText } from './text-fields';

/**
 * The privileging decision (issue 40): each hospital's decision route (for example department chair
 * → credentials committee → medical executive committee → board), configured by its admins. The
 * files in it, their recommendations, votes and gate are in committee-files.ts.
 */

export const DECISION_MESSAGES = {
  noRoute: 'This hospital has no decision route yet. Set one up in Set-up › Decision route.',
  routeDecides: 'The decision route decides this application: the last step’s recommendation sets it.',
  stepsRequired: 'Add at least one step',
  membersRequired: 'Add at least one member',
  quorumTooHigh: 'The quorum cannot be more than the step’s members',
  duplicateMember: 'This person is already on this step',
  notHospitalStaff: 'This person is a doctor: only the hospital’s staff can sit on a step',
  outcomesRequired: 'Choose at least one recommendation this step may make',
  everyPrivilege: 'Recommend on every privilege requested, and only on those',
  conditionsRequired: 'Say which conditions apply',
  reasonRequired: 'Say why',
  missingRequired: 'Say what is missing',
  outcomeNotAllowed: 'This step may not make this recommendation',
  categoryNotAllowed: (typeName: string) =>
    `A ${typeName} cannot be appointed in this membership category: choose one from the list`,
  notAtYourStep: 'This file is not at a step you sit on.',
  notInRoute: 'This file is not in the decision route.',
  recused: 'You have recused yourself from this file: you cannot recommend or vote on it.',
  alreadyVoted: 'You have already voted on this file.',
  noMotion: 'There is no recommendation to vote on at this step yet.',
  voteClosed: 'Voting on this file has closed.',
  electronicVoteOff: 'This step does not vote electronically.',
  deadlineInPast: 'The deadline must be in the future',
  gateBlocked: 'This file is not ready for the committee yet.',
  chairOnly: 'Only the step’s chair or the office can propose the committee’s recommendation.',
  personStepOnly: 'A committee step decides by vote.',
  votingStarted: 'Members have started voting on this recommendation: it can no longer be changed.',
  noQuorum: 'Too few members voted to reach the quorum.',
  unknownStep: 'This step is not in the hospital’s route',
  stepHasFiles: (step: string) =>
    `Files are waiting at “${step}”: they must be decided before the step can be taken out.`,
  tryAgain: MESSAGES.genericError,
  decided: 'This file has been decided.',
} as const;

/** What a step may recommend for each requested privilege. */
export const PRIVILEGE_OUTCOMES = ['grant', 'grant-with-conditions', 'defer', 'deny'] as const;
export type TPrivilegeOutcome = (typeof PRIVILEGE_OUTCOMES)[number];
export const PRIVILEGE_OUTCOME_LABELS: Record<TPrivilegeOutcome, string> = {
  grant: 'Grant',
  'grant-with-conditions': 'Grant with conditions',
  defer: 'Defer',
  deny: 'Deny',
};

/** A step is one person (a department chair) or a committee that votes with a quorum. */
export const DECISION_STEP_KINDS = ['person', 'committee'] as const;
export type TDecisionStepKind = (typeof DECISION_STEP_KINDS)[number];

export const ZStepMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** A committee's chair proposes its recommendation; a person step's member recommends alone. */
  isChair: z.boolean(),
});
export type TStepMember = z.infer<typeof ZStepMember>;

export const ZDecisionStep = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  kind: z.enum(DECISION_STEP_KINDS),
  /** Members present (or voting electronically) needed to decide; 1 for a person step. */
  quorum: z.number().int(),
  allowedOutcomes: z.array(z.enum(PRIVILEGE_OUTCOMES)),
  /** Whether members may vote electronically between meetings. */
  allowElectronicVote: z.boolean(),
  members: z.array(ZStepMember),
});
export type TDecisionStep = z.infer<typeof ZDecisionStep>;

/** GET and PUT /admin/hospitals/{hospitalId}/decision-route. The last step decides (the board). */
export const ZDecisionRoute = z.object({ steps: z.array(ZDecisionStep) });
export type TDecisionRoute = z.infer<typeof ZDecisionRoute>;

export const ZDecisionStepInput = z
  .strictObject({
    /** An existing step's id (kept, with its files); absent for a new step. */
    id: z.uuid().optional(),
    name: trimmedText(80).min(1, MESSAGES.required),
    kind: z.enum(DECISION_STEP_KINDS),
    quorum: z.number().int().min(1).max(50),
    allowedOutcomes: z.array(z.enum(PRIVILEGE_OUTCOMES)).min(1, DECISION_MESSAGES.outcomesRequired),
    allowElectronicVote: z.boolean(),
    /**
     * The members by email: hospital staff; an address without an account is invited, under the
     * name given (an existing account keeps its own name).
     */
    members: z
      .array(
        z.strictObject({
          email: z.email(MESSAGES.invalidEmail),
          name: trimmedText(120).optional(),
          isChair: z.boolean(),
        }),
      )
      .min(1, DECISION_MESSAGES.membersRequired)
      .max(50),
  })
  .superRefine((step, ctx) => {
    if (step.quorum > step.members.length) {
      ctx.addIssue({ code: 'custom', path: ['quorum'], message: DECISION_MESSAGES.quorumTooHigh });
    }
    const seen = new Set<string>();
    step.members.forEach((member, index) => {
      const email = member.email.toLowerCase();
      if (seen.has(email)) {
        ctx.addIssue({
          code: 'custom',
          path: ['members', index, 'email'],
          message: DECISION_MESSAGES.duplicateMember,
        });
      }
      seen.add(email);
    });
  });
export type TDecisionStepInput = z.input<typeof ZDecisionStepInput>;

export const ZDecisionRouteInput = z.strictObject({
  steps: z.array(ZDecisionStepInput).max(8),
});
export type TDecisionRouteInput = z.input<typeof ZDecisionRouteInput>;
