import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { ZForm, ZFormAnswers } from './forms';
import { requiredEmail, requiredText, trimmedText } from './text-fields';

export * from './fppe-labels';

/**
 * Focused professional practice evaluation (issue 41, ADR 19): every newly granted privilege is
 * followed from its grant day by a plan (a method, a number of cases or a period, evaluators and
 * criteria); evaluators record signed evaluations; the department's chair (or the office) concludes.
 * A for-cause FPPE opens on a current privilege after a trigger; its reason stays with the office and
 * the committees.
 */

export const FPPE_METHODS = [
  'prospective-proctoring',
  'concurrent-observation',
  'retrospective-review',
  'simulation',
  'external-review',
] as const;
export type TFppeMethod = (typeof FPPE_METHODS)[number];

/** What started it: a board or office grant, a temporary grant, a trigger, or an extended plan. */
export const FPPE_TRIGGERS = ['initial', 'temporary', 'for-cause', 'extension'] as const;
export type TFppeTrigger = (typeof FPPE_TRIGGERS)[number];

/** What prompts a for-cause FPPE (the reason's text stays confidential). */
export const FOR_CAUSE_KINDS = ['complaint', 'outcome', 'oppe', 'other'] as const;
export type TForCauseKind = (typeof FOR_CAUSE_KINDS)[number];
export const FOR_CAUSE_KIND_LABELS: Record<TForCauseKind, string> = {
  complaint: 'Complaint',
  outcome: 'Clinical outcome',
  oppe: 'OPPE review',
  other: 'Other',
};

/** `referred`: concluded with a restriction or removal recommended, sent to the committee route. */
export const FPPE_STATES = ['open', 'completed', 'referred'] as const;
export type TFppeState = (typeof FPPE_STATES)[number];

export const FPPE_CONCLUSIONS = ['confirmed', 'extended', 'conditions', 'restriction', 'removal'] as const;
export type TFppeConclusion = (typeof FPPE_CONCLUSIONS)[number];

/** An evaluator's overall judgement of one case (the form holds the details). */
export const EVALUATION_OVERALLS = ['meets', 'concerns'] as const;
export type TEvaluationOverall = (typeof EVALUATION_OVERALLS)[number];
export const EVALUATION_OVERALL_LABELS: Record<TEvaluationOverall, string> = {
  meets: 'Meets expectations',
  concerns: 'Concerns',
};

/** A plan lasts at most this many days from its start; the default template's values. */
export const FPPE_MAX_DAYS = 730;
export const FPPE_MAX_CASES = 200;
export const FPPE_DEFAULT_TEMPLATE = {
  method: 'retrospective-review',
  cases: 5,
  days: 180,
  criteria: 'Care meets the department’s standard for the privilege in every case reviewed.',
} as const satisfies TFppeTemplate;

export const FPPE_MESSAGES = {
  notFound: 'FPPE not found.',
  hospitalNotFound: 'Hospital not found.',
  notOpen: 'This FPPE is already concluded.',
  alreadyOpen: 'An FPPE is already open for this privilege: adjust its plan instead.',
  notHeld: 'The practitioner does not hold this privilege in a current appointment here.',
  practitionerNotFound: 'Practitioner not found.',
  evaluatorExists: 'This person is already an evaluator of this FPPE.',
  evaluatorIsSubject: 'A practitioner cannot evaluate their own FPPE.',
  evaluatorNotFound: 'Evaluator not found.',
  casesOrDays: 'Give a number of cases, a period, or both',
  newPlanRequired: 'Give the new plan',
  conditionsRequired: 'Say what the conditions are',
  reasonRequired: 'Say why',
  signatureMismatch: 'Type your full name as the FPPE names you',
  caseInFuture: 'The case cannot be after today',
  linkInvalid: 'This evaluation link is not valid.',
  linkExpired: 'This evaluation link has expired. Ask the medical staff office for a new one.',
  linkClosed: 'This FPPE is concluded: no more evaluations are recorded.',
  recorded: 'Your evaluation is recorded. Thank you.',
  chairNotStaff: 'Choose a member of the hospital staff who is not a practitioner',
  notReferred: 'This FPPE is not awaiting the committee’s decision.',
  decisionRequired: 'Say whether the committee upholds the recommendation',
  notDecider: 'The last step of the decision route decides a referral.',
} as const;

export const ZFppeTemplate = z.strictObject({
  method: z.enum(FPPE_METHODS, MESSAGES.required),
  /** Cases to evaluate; null when the plan is a period alone. */
  cases: z.number().int().min(1, 'At least 1').max(FPPE_MAX_CASES).nullable(),
  /** Days from the start to the due date. */
  days: z.number().int().min(7, 'At least 7 days').max(FPPE_MAX_DAYS, `At most ${FPPE_MAX_DAYS} days`),
  criteria: requiredText(2000),
  /** The hospital's evaluation form (`evaluation` or `evaluation-…`); the standard one when absent. */
  formKey: z
    .string()
    .regex(/^evaluation(-[a-z0-9-]{1,80})?$/, 'Choose an evaluation form')
    .optional(),
});
export type TFppeTemplate = z.input<typeof ZFppeTemplate>;

export const ZFppeParams = z.strictObject({ id: z.string().max(100) });
export const ZFppeEvaluatorParams = z.strictObject({
  id: z.string().max(100),
  evaluatorId: z.string().max(100),
});

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZFppeEvaluator = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  invitedAt: z.string(),
  /** False once removed: their link no longer works (their signed evaluations stay). */
  active: z.boolean(),
  /** Evaluations this evaluator signed. */
  evaluations: z.number().int(),
});
export type TFppeEvaluator = z.infer<typeof ZFppeEvaluator>;

/** One signed evaluation (peer-review material: office, this FPPE's evaluators, committees). */
export const ZFppeEvaluation = z.object({
  id: z.string(),
  evaluator: z.object({ id: z.string(), name: z.string() }),
  caseReference: z.string(),
  caseDate: z.string(),
  overall: z.enum(EVALUATION_OVERALLS),
  answers: ZFormAnswers,
  signedName: z.string(),
  signedAt: z.string(),
});
export type TFppeEvaluation = z.infer<typeof ZFppeEvaluation>;

/** An FPPE as a row of the office's list. */
export const ZFppeSummary = z.object({
  id: z.string(),
  hospitalId: z.string(),
  practitioner: ZPerson,
  privilege: z.object({ id: z.string(), key: z.string(), name: z.string(), department: z.string() }),
  trigger: z.enum(FPPE_TRIGGERS),
  method: z.enum(FPPE_METHODS),
  cases: z.number().int().nullable(),
  evaluations: z.number().int(),
  concerns: z.number().int(),
  startsOn: z.string(),
  dueOn: z.string(),
  overdue: z.boolean(),
  state: z.enum(FPPE_STATES),
  conclusion: z.enum(FPPE_CONCLUSIONS).nullable(),
});
export type TFppeSummary = z.infer<typeof ZFppeSummary>;

export const FPPE_LIST_FILTERS = ['open', 'due-soon', 'overdue', 'concluded', 'all'] as const;
export type TFppeListFilter = (typeof FPPE_LIST_FILTERS)[number];

export const ZFppeListQuery = z.strictObject({
  show: z.enum(FPPE_LIST_FILTERS).default('open'),
  department: trimmedText(120).optional(),
  doctorId: z.uuid().optional(),
});
export type TFppeListQuery = z.input<typeof ZFppeListQuery>;

export const ZFppeList = z.object({
  data: z.array(ZFppeSummary),
  /** Every department with an FPPE, for the filter. */
  departments: z.array(z.string()),
});
export type TFppeList = z.infer<typeof ZFppeList>;

/** GET /admin/fppe/{id}: the plan, its evaluators and evaluations, the trigger and the conclusion. */
export const ZFppeDetail = ZFppeSummary.extend({
  criteria: z.string(),
  days: z.number().int(),
  forCause: z.object({ kind: z.enum(FOR_CAUSE_KINDS), reason: z.string() }).nullable(),
  evaluators: z.array(ZFppeEvaluator),
  evaluationList: z.array(ZFppeEvaluation),
  form: ZForm,
  conclusionNote: z.string().nullable(),
  conditions: z.string().nullable(),
  concludedBy: ZPerson.nullable(),
  concludedAt: z.string().nullable(),
  /** The FPPE this one extends, and the one that extends it. */
  previousId: z.string().nullable(),
  nextId: z.string().nullable(),
  /** Who may adjust and conclude it: the office, and the department's chair. */
  canManage: z.boolean(),
  /**
   * A referral (restriction or removal recommended): who decides it (the route's last step, or the
   * office without a route), and the decision once recorded.
   */
  referral: z
    .object({
      canDecide: z.boolean(),
      upheld: z.boolean().nullable(),
      note: z.string().nullable(),
      decidedBy: ZPerson.nullable(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  /** The practitioners who hold the privilege here, to choose evaluators from. */
  candidates: z.array(ZPerson.extend({ email: z.string() })),
});
export type TFppeDetail = z.infer<typeof ZFppeDetail>;

/** PUT /admin/fppe/{id}/plan: the chair adjusts a running plan (the due date moves with `days`). */
export const ZAdjustFppePlanRequest = ZFppeTemplate.omit({ formKey: true });
export type TAdjustFppePlanRequest = z.input<typeof ZAdjustFppePlanRequest>;

/** POST /admin/fppe/{id}/evaluators: a proctor or reviewer, emailed a link to record evaluations. */
export const ZAddFppeEvaluatorRequest = z.strictObject({
  email: requiredEmail(),
  name: requiredText(200),
});
export type TAddFppeEvaluatorRequest = z.input<typeof ZAddFppeEvaluatorRequest>;

/** POST /admin/hospitals/{hospitalId}/fppe: a for-cause FPPE on a privilege the practitioner holds. */
export const ZOpenForCauseRequest = z.strictObject({
  doctorId: z.uuid(MESSAGES.required),
  privilegeKey: z.uuid(MESSAGES.required),
  kind: z.enum(FOR_CAUSE_KINDS, MESSAGES.required),
  reason: requiredText(2000),
  plan: ZAdjustFppePlanRequest,
});
export type TOpenForCauseRequest = z.input<typeof ZOpenForCauseRequest>;

/** POST /admin/fppe/{id}/conclude: signed with a fresh step-up. */
export const ZConcludeFppeRequest = z
  .strictObject({
    conclusion: z.enum(FPPE_CONCLUSIONS, MESSAGES.required),
    note: trimmedText(2000),
    conditions: trimmedText(2000).optional(),
    newPlan: ZAdjustFppePlanRequest.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.conclusion === 'extended' && !body.newPlan) {
      ctx.addIssue({ code: 'custom', path: ['newPlan'], message: FPPE_MESSAGES.newPlanRequired });
    }
    if (body.conclusion === 'conditions' && !body.conditions) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: FPPE_MESSAGES.conditionsRequired });
    }
    if ((body.conclusion === 'restriction' || body.conclusion === 'removal') && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: FPPE_MESSAGES.reasonRequired });
    }
  });
export type TConcludeFppeRequest = z.input<typeof ZConcludeFppeRequest>;

/**
 * POST /admin/fppe/{id}/referral-decision: the route's last step upholds the restriction or removal
 * recommended (the appointment then limits or loses the privilege) or not; signed.
 */
export const ZFppeReferralDecisionRequest = z.strictObject({
  upheld: z.boolean(FPPE_MESSAGES.decisionRequired),
  note: requiredText(2000),
});
export type TFppeReferralDecisionRequest = z.input<typeof ZFppeReferralDecisionRequest>;
