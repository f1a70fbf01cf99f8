import { z } from 'zod';
import { ZFileInfo } from './files';
import { APPLICATION_STATUSES } from './status';

/**
 * Renewing a document (issue 14): the doctor uploads the renewed file and its new expiry date
 * from the reminder's link, without reopening the application. `document` is the key the API
 * gives each document ('application:licences.0.licenceCopy': the form and the file answer's place).
 */
const ZDocumentKey = z.string().trim().min(1, 'Required').max(300, 'Invalid document');

export const RENEWAL_MESSAGES = {
  documentNotFound:
    'This document is not on the application any more. Open your dashboard to see its documents.',
  notSubmitted: 'This application is not submitted yet: change the document on the application form.',
  fileNotFound: 'Upload the renewed document again',
  changed: 'This document changed meanwhile. Reload the page to see its current expiry date.',
  invalid: 'Please check the renewed document and its expiry date.',
} as const;

/** GET /applications/{id}/renewals/document?document=… */
export const ZRenewalDocumentQuery = z.strictObject({ document: ZDocumentKey });
export type TRenewalDocumentQuery = z.infer<typeof ZRenewalDocumentQuery>;

/** An application that holds the same document (same name, same expiry date): a renewal updates each. */
export const ZRenewalHolder = z.object({
  applicationId: z.string(),
  hospitalName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
export type TRenewalHolder = z.infer<typeof ZRenewalHolder>;

/** The document the renewal page shows: its name, current expiry and file, and who holds it. */
export const ZRenewalDocument = z.object({
  applicationId: z.string(),
  documentKey: z.string(),
  label: z.string(),
  /** The expiry date field's label on the form ("Expiry date"). */
  dateLabel: z.string(),
  /** YYYY-MM-DD */
  expiresOn: z.string(),
  /** Calendar days from today (server date); negative once expired. */
  daysLeft: z.number().int(),
  /** The current copy, or null when none was uploaded. */
  file: ZFileInfo.nullable(),
  /** Every one of the doctor's applications the renewal updates, this one first. */
  holders: z.array(ZRenewalHolder),
});
export type TRenewalDocument = z.infer<typeof ZRenewalDocument>;

/**
 * POST /applications/{id}/renewals: `fileId` is a file the doctor uploaded to their own documents
 * (POST /gcs/upload/profile/{uuid}); `expiresOn` must be after today and after the current date.
 */
export const ZCreateRenewalRequest = z.strictObject({
  document: ZDocumentKey,
  fileId: z.uuid({ error: 'Upload the renewed document' }),
  expiresOn: z.string().trim().max(10, 'Invalid Date'),
});
export type TCreateRenewalRequest = z.input<typeof ZCreateRenewalRequest>;

export const ZRenewalResult = z.object({
  label: z.string(),
  expiresOn: z.string(),
  previousExpiresOn: z.string(),
  /** The applications whose answers now hold the renewed document. */
  holders: z.array(ZRenewalHolder),
});
export type TRenewalResult = z.infer<typeof ZRenewalResult>;

/** One renewal, as the office reads it on the review (GET /admin/applications/{id}/renewals). */
export const ZDocumentRenewal = z.object({
  id: z.string(),
  label: z.string(),
  expiresOn: z.string(),
  previousExpiresOn: z.string().nullable(),
  fileId: z.string().nullable(),
  previousFileId: z.string().nullable(),
  /** ISO timestamp */
  renewedAt: z.string(),
});
export type TDocumentRenewal = z.infer<typeof ZDocumentRenewal>;
export const ZDocumentRenewalList = z.object({ data: z.array(ZDocumentRenewal) });
export type TDocumentRenewalList = z.infer<typeof ZDocumentRenewalList>;

/** How far ahead the office's list of expiring documents looks (days). */
export const ADMIN_EXPIRING_WINDOWS = [30, 60, 90] as const;
export type TAdminExpiringWindow = (typeof ADMIN_EXPIRING_WINDOWS)[number];
export const ADMIN_EXPIRING_DEFAULT_WINDOW: TAdminExpiringWindow = 60;

/**
 * GET /admin/expiring?hospitalId=&days=30|60|90 (and /admin/expiring/export, the same as CSV): the
 * documents of the submitted and approved applications of the admin's hospitals that expire
 * within `days` or already have. Another hospital's id gives an empty list.
 */
export const ZAdminExpiringQuery = z.strictObject({
  hospitalId: z.uuid({ error: 'Invalid hospital' }).optional(),
  days: z.coerce
    .number({ error: 'Choose 30, 60 or 90 days' })
    .refine(
      (days) => (ADMIN_EXPIRING_WINDOWS as readonly number[]).includes(days),
      'Choose 30, 60 or 90 days',
    )
    .default(ADMIN_EXPIRING_DEFAULT_WINDOW),
});
export type TAdminExpiringQuery = z.input<typeof ZAdminExpiringQuery>;

export const ZAdminExpiringDocument = z.object({
  applicationId: z.string(),
  hospitalId: z.string(),
  hospitalName: z.string(),
  doctor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  label: z.string(),
  /** YYYY-MM-DD */
  expiresOn: z.string(),
  daysLeft: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
});
export type TAdminExpiringDocument = z.infer<typeof ZAdminExpiringDocument>;

/** Expired first, then soonest first; `hospitals` are the admin's own, for the filter. */
export const ZAdminExpiringList = z.object({
  hospitals: z.array(z.object({ id: z.string(), name: z.string() })),
  data: z.array(ZAdminExpiringDocument),
});
export type TAdminExpiringList = z.infer<typeof ZAdminExpiringList>;
