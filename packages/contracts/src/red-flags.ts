import { z } from 'zod';

/** What a red flag points at on the review: a section of the application or a part beside it. */
export const RED_FLAG_PLACES = ['A', 'B', 'C', 'D', 'privileges', 'references', 'coverage', 'documents'] as const;

export const RED_FLAG_CODES = [
  'disclosure-yes',
  'malpractice-claim',
  'history-gap',
  'reference-reservations',
  'reference-declined',
  'privilege-criterion-unmet',
  'document-expired',
  'document-expiring',
  'references-below-minimum',
] as const;

/**
 * One thing the office must look at before the committee (packages/rules red-flags computes
 * them from the answers, documents and requests).
 */
export const ZRedFlag = z.object({
  code: z.enum(RED_FLAG_CODES),
  /** 'high' stops the file until explained; 'medium' needs a look. */
  severity: z.enum(['high', 'medium']),
  /** Plain words for the office, e.g. "Answered Yes: Has your licence ever been revoked?". */
  message: z.string(),
  place: z.enum(RED_FLAG_PLACES),
  /** The form and field the flag comes from, for the link to it on the review. */
  formKey: z.string().nullable(),
  fieldKey: z.string().nullable(),
});
export type TRedFlag = z.infer<typeof ZRedFlag>;
