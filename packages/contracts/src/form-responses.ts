import { z } from 'zod';
import type { TCompletenessParts, TPartCompleteness } from '@docapply/rules';
import { FORM_KINDS, ZFormAnswers } from './forms';

/** `{key}` of GET /forms/{key}: 'application', 'survey', 'reference', 'coverage', 'privilege-<slug>'. */
export const ZFormKeyParams = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9-]{0,99}$/, 'Not found'),
});

/** One row of GET /forms/details: the latest version of each of a hospital's forms. */
export const ZFormSummary = z.object({
  id: z.string(),
  kind: z.enum(FORM_KINDS),
  key: z.string(),
  title: z.string(),
  version: z.number().int(),
});
export type TFormSummary = z.infer<typeof ZFormSummary>;
export const ZFormSummaryList = z.object({ data: z.array(ZFormSummary) });
export type TFormSummaryList = z.infer<typeof ZFormSummaryList>;

/** A required answer that is still missing (validateAnswers / computeCompleteness of packages/rules). */
export const ZMissingItem = z.object({ section: z.string(), path: z.string(), label: z.string() });
export type TMissingItem = z.infer<typeof ZMissingItem>;

export const ZCompleteness = z.object({ percent: z.number(), missing: z.array(ZMissingItem) });
export type TCompleteness = z.infer<typeof ZCompleteness>;

/** A doctor's answers to one form for one application. Dates are ISO strings. */
export const ZFormResponse = z.object({
  id: z.string(),
  formId: z.string(),
  applicationId: z.string().nullable(),
  answers: ZFormAnswers,
  status: z.string(),
  updatedAt: z.string(),
});
export type TFormResponse = z.infer<typeof ZFormResponse>;

/** POST /formsResponse: get-or-create the caller's response to that form for that application. */
export const ZCreateFormResponseRequest = z.strictObject({
  formId: z.uuid({ error: 'Invalid form' }),
  applicationId: z.uuid({ error: 'Invalid application' }),
});
export type TCreateFormResponseRequest = z.infer<typeof ZCreateFormResponseRequest>;

/** PUT /formsResponse/{id}: autosave (draft validation: only format errors of filled answers). */
export const ZSaveFormResponseRequest = z.strictObject({ answers: ZFormAnswers });
export type TSaveFormResponseRequest = z.infer<typeof ZSaveFormResponseRequest>;
export const ZSaveFormResponseResult = z.object({
  id: z.string(),
  updatedAt: z.string(),
  completeness: ZCompleteness,
});
export type TSaveFormResponseResult = z.infer<typeof ZSaveFormResponseResult>;

/** GET /formsResponse/form/user?formId=&applicationId= -> TFormResponse | null */
export const ZFormResponseUserQuery = ZCreateFormResponseRequest;

/** One part of an application in the completeness rule's units (computeApplicationCompleteness). */
export const ZPartCompleteness = z.object({
  done: z.number().int(),
  total: z.number().int(),
  missing: z.array(ZMissingItem),
  lines: z.array(z.string()),
}) satisfies z.ZodType<TPartCompleteness>;

/**
 * GET /formsResponse/status?applicationId=: everything submit checks, with one human list.
 * `percent`, `done`, `total`, `canSubmit`, `missing` and `parts` are the one completeness rule's
 * (packages/rules completeness.ts), the figures the doctor's list stores and every screen shows;
 * `application.percent` and `survey.percent` are each form's own share only.
 */
export const ZApplicationStatusReport = z.object({
  application: ZCompleteness,
  survey: ZCompleteness,
  privileges: z.object({ count: z.number().int(), incomplete: z.array(z.string()) }),
  /** `sent`: requests live or answered (what submit needs); `completed`: those answered. */
  references: z.object({
    required: z.number().int(),
    named: z.number().int(),
    sent: z.number().int(),
    completed: z.number().int(),
  }),
  coverage: z.object({ named: z.boolean(), sent: z.boolean(), completed: z.boolean() }),
  /**
   * Issue 42: an advanced practice provider's physician agreement (`required` false for everyone
   * else). `uncovered`: privileges asked for that the agreement does not cover.
   */
  supervision: z
    .object({
      required: z.boolean(),
      named: z.boolean(),
      confirmed: z.boolean(),
      uncovered: z.array(z.string()),
    })
    .optional(),
  percent: z.number().int(),
  done: z.number().int(),
  total: z.number().int(),
  canSubmit: z.boolean(),
  missing: z.array(z.string()),
  parts: z.object({
    application: ZPartCompleteness,
    survey: ZPartCompleteness,
    privileges: ZPartCompleteness,
    references: ZPartCompleteness,
    coverage: ZPartCompleteness,
  }) satisfies z.ZodType<TCompletenessParts>,
});
export type TApplicationStatusReport = z.infer<typeof ZApplicationStatusReport>;
