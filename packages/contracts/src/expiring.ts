import { z } from 'zod';
import { EXPIRING_DAYS_DEFAULT, EXPIRING_DAYS_MAX } from './constants';

/** GET /formsResponse/expiring?days=90 (1..365). */
export const ZExpiringDocumentsQuery = z.strictObject({
  days: z.coerce
    .number({ error: 'Invalid number of days' })
    .int('Invalid number of days')
    .min(1, 'Invalid number of days')
    .max(EXPIRING_DAYS_MAX, 'Invalid number of days')
    .default(EXPIRING_DAYS_DEFAULT),
});
export type TExpiringDocumentsQuery = z.input<typeof ZExpiringDocumentsQuery>;

/**
 * A document of one of the doctor's applications whose expiry date is within the window or past
 * (the date of a `file` field's `expiryField`, counted even when no file is uploaded yet).
 */
export const ZExpiringDocument = z.object({
  applicationId: z.string(),
  hospitalId: z.string(),
  hospitalName: z.string(),
  /** The document's label; a group row's adds its identifying answer ("State medical licence — IL"). */
  label: z.string(),
  /** YYYY-MM-DD */
  expiresOn: z.string(),
  /** Calendar days from today (server date); negative once expired. */
  daysLeft: z.number().int(),
  isExpired: z.boolean(),
  fileId: z.string().nullable(),
  /** The application form's section (step) holding it, when the doctor can still edit it; else null. */
  section: z.string().nullable(),
  /** The document's key in its application (GET /applications/{id}/renewals/document?document=). */
  documentKey: z.string(),
  /** True once the application is submitted: renewed from the renewal page, without reopening it. */
  canRenew: z.boolean(),
});
export type TExpiringDocument = z.infer<typeof ZExpiringDocument>;

export const ZExpiringDocumentList = z.object({ data: z.array(ZExpiringDocument) });
export type TExpiringDocumentList = z.infer<typeof ZExpiringDocumentList>;
