import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { ZForm, ZFormAnswers } from './forms';
import { EVALUATION_OVERALLS, FPPE_CONCLUSIONS, FPPE_METHODS, FPPE_STATES, ZFppeEvaluation } from './fppe';
import { dayText, requiredText } from './text-fields';

/**
 * FPPE as those outside the office see it (issue 41): the evaluator's open page by their link,
 * and the practitioner's own FPPEs. The office's and chairs' shapes are in fppe.ts.
 */

/** The evaluator's page, by the emailed link (no account). */
export const ZEvaluationLinkQuery = z.strictObject({ token: z.string().min(1).max(2000) });
export const ZEvaluationLinkView = z.object({
  evaluatorName: z.string(),
  practitionerName: z.string(),
  hospitalName: z.string(),
  privilegeName: z.string(),
  department: z.string(),
  method: z.enum(FPPE_METHODS),
  cases: z.number().int().nullable(),
  dueOn: z.string(),
  criteria: z.string(),
  /** Evaluations recorded on this FPPE by anyone, and this evaluator's own. */
  recorded: z.number().int(),
  mine: z.array(ZFppeEvaluation.omit({ evaluator: true })),
  form: ZForm,
});
export type TEvaluationLinkView = z.infer<typeof ZEvaluationLinkView>;

/** POST /fppe-evaluations: one case, signed by typing the evaluator's name. */
export const ZRecordEvaluationRequest = z.strictObject({
  token: z.string().min(1).max(2000),
  caseReference: requiredText(120),
  caseDate: dayText(),
  overall: z.enum(EVALUATION_OVERALLS, MESSAGES.required),
  answers: ZFormAnswers,
  signedName: requiredText(200),
});
export type TRecordEvaluationRequest = z.input<typeof ZRecordEvaluationRequest>;

/** GET /fppe: the practitioner's own FPPEs, as much as the hospital releases. */
export const ZDoctorFppe = z.object({
  id: z.string(),
  hospitalName: z.string(),
  privilegeName: z.string(),
  method: z.enum(FPPE_METHODS),
  cases: z.number().int().nullable(),
  startsOn: z.string(),
  dueOn: z.string(),
  /** Null when the hospital releases what is expected only. */
  evaluations: z.number().int().nullable(),
  state: z.enum(FPPE_STATES),
  conclusion: z.enum(FPPE_CONCLUSIONS).nullable(),
  conditions: z.string().nullable(),
});
export type TDoctorFppe = z.infer<typeof ZDoctorFppe>;
export const ZDoctorFppeList = z.object({ data: z.array(ZDoctorFppe) });
export type TDoctorFppeList = z.infer<typeof ZDoctorFppeList>;
