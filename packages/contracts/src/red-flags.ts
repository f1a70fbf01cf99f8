import { z } from 'zod';
import { RED_FLAG_CODES, RED_FLAG_PLACES, type TComputedRedFlag } from '@docapply/rules';

export { RED_FLAG_CODES, RED_FLAG_PLACES };

/**
 * One thing the office must look at before the committee (packages/rules red-flags computes
 * them from the answers, documents, privileges and requests).
 */
export const ZRedFlag = z.object({
  code: z.enum(RED_FLAG_CODES),
  /** 'high' stops the file until explained; 'medium' needs a look. */
  severity: z.enum(['high', 'medium']),
  /** Plain words for the office, e.g. 'Answered "Yes": Has your licence ever been revoked?'. */
  message: z.string(),
  place: z.enum(RED_FLAG_PLACES),
  /**
   * The form (forms.key) and its top-level field or group the flag comes from, for the link to it
   * on the review (anchor `field-<formKey>-<fieldKey>`); null when the flag is about a part.
   */
  formKey: z.string().nullable(),
  fieldKey: z.string().nullable(),
}) satisfies z.ZodType<TComputedRedFlag>;
export type TRedFlag = z.infer<typeof ZRedFlag>;

/** GET /admin/applications/{id}/flags */
export const ZApplicationFlags = z.object({ flags: z.array(ZRedFlag) });
export type TApplicationFlags = z.infer<typeof ZApplicationFlags>;
