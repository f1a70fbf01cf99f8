import { z } from 'zod';
import {
  NUMBER_MIN,
  isValidDateString,
  type TFormDefinition,
  type TFormField,
  type TFormGroup,
} from '@docapply/rules';

export const FORM_KINDS = [
  'application',
  'survey',
  'privilege',
  'reference',
  'coverage',
  'evaluation',
] as const;
export type TFormKind = (typeof FORM_KINDS)[number];

export const FORM_FIELD_TYPES = [
  'number',
  'password',
  'email',
  'textarea',
  'tel',
  'date',
  'select',
  'checkbox',
  'text',
  'search',
  'radio',
  'file',
] as const;

const ZShowWhen = z.object({ field: z.string(), equals: z.union([z.string(), z.array(z.string())]) });

/** A calendar date written YYYY-MM-DD (a field's earliest or latest date). */
const ZDateString = z.string().refine(isValidDateString, { message: 'A date as YYYY-MM-DD' });

export const ZFormField = z.object({
  kind: z.literal('field').optional(),
  name: z.string().regex(/^[A-Za-z][\w]*$/),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string().min(1),
  required: z.boolean().optional(),
  placeholder: z.string().optional(),
  helperText: z.string().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  past: z.boolean().optional(),
  future: z.boolean().optional(),
  views: z.array(z.enum(['day', 'month', 'year'])).optional(),
  minDate: ZDateString.optional(),
  maxDate: ZDateString.optional(),
  min: z.number().int().min(NUMBER_MIN).optional(),
  format: z.string().optional(),
  rows: z.number().int().optional(),
  maxLength: z.number().int().positive().optional(),
  check: z.enum(['npi', 'dea', 'zip', 'us-state']).optional(),
  showWhen: ZShowWhen.optional(),
  profileKey: z.string().optional(),
  expiryField: z.string().optional(),
  flagWhen: z.array(z.string()).optional(),
  width: z.union([z.literal(4), z.literal(6), z.literal(12)]).optional(),
  isDisplay: z.boolean().optional(),
}) satisfies z.ZodType<TFormField>;

export const ZFormGroup = z.object({
  kind: z.literal('group'),
  name: z.string().regex(/^[A-Za-z][\w]*$/),
  label: z.string().min(1),
  helperText: z.string().optional(),
  fields: z.array(ZFormField).min(1),
  minItems: z.number().int().min(0).optional(),
  maxItems: z.number().int().positive().optional(),
  addLabel: z.string().optional(),
  showWhen: ZShowWhen.optional(),
  profileKey: z.string().optional(),
}) satisfies z.ZodType<TFormGroup>;

export const ZFormDefinition = z.object({
  sections: z
    .array(
      z.object({
        key: z.string().min(1),
        title: z.string().min(1),
        description: z.string().optional(),
        items: z.array(z.union([ZFormGroup, ZFormField])),
      }),
    )
    .min(1),
}) satisfies z.ZodType<TFormDefinition>;

/** Answers as a client sends them: strings, or lists of rows of strings for groups. */
export const ZFormAnswers = z.record(
  z.string().max(100),
  z.union([z.string().max(20_000), z.array(z.record(z.string().max(100), z.string().max(20_000))).max(50)]),
);

/** A form as the API returns it. */
export const ZForm = z.object({
  id: z.string(),
  hospitalId: z.string(),
  kind: z.enum(FORM_KINDS),
  key: z.string(),
  title: z.string(),
  version: z.number().int(),
  definition: ZFormDefinition,
});
export type TForm = z.infer<typeof ZForm>;
