import { z } from 'zod';

/** The 11 field types of the spec's shared field descriptor. */
export const FIELD_TYPES = [
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
] as const;
export type TFieldType = (typeof FIELD_TYPES)[number];

export const ZFieldOption = z.object({ value: z.string(), label: z.string() });
export type TFieldOption = z.infer<typeof ZFieldOption>;

/**
 * The shared form field descriptor (spec section 3). `past`/`future` say whether past or
 * future dates are allowed (defaults: past yes, future no). `rows` bounds textareas (2-10).
 */
export const ZFieldDescriptor = z.object({
  name: z.string().min(1),
  type: z.enum(FIELD_TYPES),
  required: z.boolean().optional(),
  placeholder: z.string().optional(),
  value: z.string().optional(),
  label: z.string().optional(),
  style: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  options: z.array(ZFieldOption).optional(),
  format: z.string().optional(),
  past: z.boolean().optional(),
  future: z.boolean().optional(),
  views: z.array(z.enum(['day', 'month', 'year'])).optional(),
  /** Dates: earliest / latest accepted (YYYY-MM-DD); numbers: the smallest (default 0). */
  minDate: z.string().optional(),
  maxDate: z.string().optional(),
  min: z.number().optional(),
  disabled: z.boolean().optional(),
  variant: z.enum(['outlined', 'filled', 'standard']).optional(),
  fullWidth: z.boolean().optional(),
  margin: z.enum(['none', 'dense', 'normal']).optional(),
  helperText: z.string().optional(),
  error: z.boolean().optional(),
  isDisplay: z.boolean().default(true).optional(),
  rows: z.number().int().optional(),
});
export type TFieldDescriptor = z.infer<typeof ZFieldDescriptor>;
