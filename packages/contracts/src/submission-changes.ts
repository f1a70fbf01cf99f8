import { z } from 'zod';
import type {
  TAnswerChange as TRulesAnswerChange,
  TDocumentChange as TRulesDocumentChange,
  TPrivilegeChange as TRulesPrivilegeChange,
} from '@docapply/rules';
import { ZFileInfo } from './files';
import { FORM_FIELD_TYPES } from './forms';

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
}) satisfies z.ZodType<TRulesAnswerChange>;
export type TAnswerChange = z.infer<typeof ZAnswerChange>;

const ZChangedFile = z.object({ id: z.string(), name: z.string() });

export const ZDocumentChange = z.object({
  change: z.enum(['added', 'replaced', 'removed']),
  label: z.string().nullable(),
  formTitle: z.string().nullable(),
  file: ZChangedFile.nullable(),
  previous: ZChangedFile.nullable(),
}) satisfies z.ZodType<TRulesDocumentChange>;
export type TDocumentChange = z.infer<typeof ZDocumentChange>;

export const ZPrivilegeChange = z.object({
  change: z.enum(['added', 'removed']),
  privilegeId: z.string(),
  name: z.string(),
  department: z.string(),
}) satisfies z.ZodType<TRulesPrivilegeChange>;
export type TPrivilegeChange = z.infer<typeof ZPrivilegeChange>;

/** A document the doctor removed or replaced after submitting: kept for the office, no longer the doctor's. */
export const ZSupersededFile = ZFileInfo.extend({ supersededAt: z.string() });
export type TSupersededFile = z.infer<typeof ZSupersededFile>;

/**
 * GET /admin/applications/{id}/changes: every submission of the application, and what changed in
 * the latest one since the one before (`since`, null after a single submission, when `changes`
 * are empty); the documents superseded so far.
 */
export const ZApplicationChanges = z.object({
  submissions: z.array(z.object({ number: z.number().int(), submittedAt: z.string() })),
  since: z.number().int().nullable(),
  changes: z.object({
    answers: z.array(ZAnswerChange),
    documents: z.array(ZDocumentChange),
    privileges: z.array(ZPrivilegeChange),
  }),
  supersededFiles: z.array(ZSupersededFile),
});
export type TApplicationChanges = z.infer<typeof ZApplicationChanges>;
