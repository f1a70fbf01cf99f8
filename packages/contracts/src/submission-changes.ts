import { z } from 'zod';
import type {
  TAnswerChange as TRulesAnswerChange,
  TChangeSource as TRulesChangeSource,
  TDocumentChange as TRulesDocumentChange,
  TPrivilegeChange as TRulesPrivilegeChange,
  TSourced,
} from '@docapply/rules';
import { ZFileInfo } from './files';
import { FORM_FIELD_TYPES } from './forms';

export const SUBMISSION_MESSAGES = {
  submissionNotFound: 'This submission was not found. Reload the page to see the submissions.',
  chooseEarlier: 'Choose a submission earlier than the one you compare it with.',
} as const;

/**
 * Where a change came from (issue 43): a document renewal, the doctor, a delegate acting for the
 * doctor, or someone of the office (each named); null on a change when nothing recorded explains it.
 */
export const ZChangeSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('renewal') }),
  z.object({ kind: z.literal('doctor') }),
  z.object({ kind: z.literal('delegate'), name: z.string() }),
  z.object({ kind: z.literal('office'), name: z.string() }),
]) satisfies z.ZodType<TRulesChangeSource>;
export type TChangeSource = z.infer<typeof ZChangeSource>;

const source = ZChangeSource.nullable();

/** An answer that differs from the previous submission, worded as the review shows it. */
export const ZAnswerChange = z.object({
  /** 'application', 'survey' or `privilege:<privilege id>`. */
  formKey: z.string(),
  formTitle: z.string(),
  sectionKey: z.string(),
  sectionTitle: z.string(),
  /** 'name' or 'group.0.field', as the answers view names it. */
  path: z.string(),
  label: z.string(),
  fieldType: z.enum(FORM_FIELD_TYPES),
  before: z.string(),
  after: z.string(),
  source,
}) satisfies z.ZodType<TSourced<TRulesAnswerChange>>;
export type TAnswerChange = z.infer<typeof ZAnswerChange>;

const ZChangedFile = z.object({ id: z.string(), name: z.string() });

export const ZDocumentChange = z.object({
  change: z.enum(['added', 'replaced', 'removed']),
  label: z.string().nullable(),
  formTitle: z.string().nullable(),
  /** The answer naming it (its form's key and path); null for a document no answer names. */
  formKey: z.string().nullable(),
  path: z.string().nullable(),
  file: ZChangedFile.nullable(),
  previous: ZChangedFile.nullable(),
  source,
}) satisfies z.ZodType<TSourced<TRulesDocumentChange>>;
export type TDocumentChange = z.infer<typeof ZDocumentChange>;

export const ZPrivilegeChange = z.object({
  change: z.enum(['added', 'removed']),
  privilegeId: z.string(),
  name: z.string(),
  department: z.string(),
  source,
}) satisfies z.ZodType<TSourced<TRulesPrivilegeChange>>;
export type TPrivilegeChange = z.infer<typeof ZPrivilegeChange>;

/** A document the doctor removed or replaced after submitting: kept for the office, no longer the doctor's. */
export const ZSupersededFile = ZFileInfo.extend({ supersededAt: z.string() });
export type TSupersededFile = z.infer<typeof ZSupersededFile>;

/** Answers, documents and privileges changed between two submissions, each with its source. */
export const ZSubmissionChanges = z.object({
  answers: z.array(ZAnswerChange),
  documents: z.array(ZDocumentChange),
  privileges: z.array(ZPrivilegeChange),
});
export type TSubmissionChanges = z.infer<typeof ZSubmissionChanges>;

export const ZSubmissionRef = z.object({ number: z.number().int(), submittedAt: z.string() });
export type TSubmissionRef = z.infer<typeof ZSubmissionRef>;

/** The office's information request a resubmission answered: when, by whom, and its note (sent to the doctor). */
export const ZInformationRequest = z.object({
  requestedAt: z.string(),
  requestedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type TInformationRequest = z.infer<typeof ZInformationRequest>;

/** One resubmission: what changed in it since the submission before (`since`), in answer to which request. */
export const ZSubmissionRound = ZSubmissionRef.extend({
  since: z.number().int(),
  request: ZInformationRequest.nullable(),
  changes: ZSubmissionChanges,
});
export type TSubmissionRound = z.infer<typeof ZSubmissionRound>;

/**
 * GET /admin/applications/{id}/changes: every submission of the application, and what changed in
 * the latest one since the one before (`since`, null after a single submission, when `changes`
 * are empty); each resubmission's round (in submission order); the documents superseded so far.
 */
export const ZApplicationChanges = z.object({
  submissions: z.array(ZSubmissionRef),
  since: z.number().int().nullable(),
  changes: ZSubmissionChanges,
  rounds: z.array(ZSubmissionRound),
  supersededFiles: z.array(ZSupersededFile),
});
export type TApplicationChanges = z.infer<typeof ZApplicationChanges>;

/** GET /admin/applications/{id}/changes/compare?from=&to=: two submissions' numbers, `from` the earlier. */
export const ZSubmissionCompareQuery = z
  .strictObject({
    from: z.coerce.number().int().min(1).max(100_000),
    to: z.coerce.number().int().min(1).max(100_000),
  })
  .refine((query) => query.from < query.to, { path: ['from'], message: SUBMISSION_MESSAGES.chooseEarlier });
export type TSubmissionCompareQuery = z.infer<typeof ZSubmissionCompareQuery>;

/** What changed from one submission to a later one, each change with its source. */
export const ZSubmissionComparison = z.object({
  from: ZSubmissionRef,
  to: ZSubmissionRef,
  changes: ZSubmissionChanges,
});
export type TSubmissionComparison = z.infer<typeof ZSubmissionComparison>;
