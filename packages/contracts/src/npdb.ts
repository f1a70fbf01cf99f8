import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';

export * from './npdb-labels';

/**
 * National Practitioner Data Bank queries (issue 40): DocApply cannot query the NPDB itself (a
 * registered entity pays per query), so the office records each query it made there, with the
 * response document, and its review. A query is due at appointment, when privileges are added and
 * every two years; a Continuous Query enrolment keeps the doctor covered until its renewal date.
 * Office-only: nothing here is ever shown to the doctor.
 */

export const NPDB_QUERY_KINDS = ['one-time', 'continuous'] as const;
export type TNpdbQueryKind = (typeof NPDB_QUERY_KINDS)[number];

export const NPDB_QUERY_REASONS = [
  'initial-appointment',
  'privileges-added',
  'reappointment',
  'periodic',
] as const;
export type TNpdbQueryReason = (typeof NPDB_QUERY_REASONS)[number];

export const NPDB_RESULTS = ['no-reports', 'reports-found'] as const;
export type TNpdbResult = (typeof NPDB_RESULTS)[number];

export const NPDB_LIMITS = { reviewNote: 2000 } as const;

/** What both the API and the office's form say about the response file and the review's note. */
export const NPDB_FORM_MESSAGES = {
  responseMissing: 'Attach the NPDB response (PDF)',
  responseNotPdf: 'Upload the NPDB response as a PDF',
  reviewNoteRequired: 'Reports were found: say what they are and what the office concluded',
} as const;
/** The multipart part that carries the NPDB's response (a PDF). */
export const NPDB_RESPONSE_PART = 'response';

const enterDate = 'Enter a valid date';
const ZDay = z.iso.date({ error: enterDate });
/** A multipart field the form left empty is no value at all. */
const ZOptionalDay = z.preprocess((value) => (value === '' ? undefined : value), ZDay.optional());

/** The fields of a recorded query, as a form holds them (see ZRecordNpdbQuery). */
export const ZNpdbQueryFields = z.strictObject({
  kind: z.enum(NPDB_QUERY_KINDS, { error: 'Choose a one-time query or a Continuous Query enrolment' }),
  reason: z.enum(NPDB_QUERY_REASONS, { error: 'Choose why the NPDB was queried' }),
  queriedOn: ZDay,
  enrolledOn: ZOptionalDay,
  renewalOn: ZOptionalDay,
  result: z.enum(NPDB_RESULTS, { error: 'Choose what the response says' }),
});

type TEnrolment = { kind: TNpdbQueryKind; enrolledOn?: string; renewalOn?: string };

/** A continuous enrolment has its start and its renewal day, the renewal after the start. */
export function checkNpdbEnrolment(value: TEnrolment, context: z.RefinementCtx): void {
  if (value.kind === 'one-time') {
    return;
  }
  if (!value.enrolledOn) {
    context.addIssue({ code: 'custom', path: ['enrolledOn'], message: MESSAGES.required });
  }
  if (!value.renewalOn) {
    context.addIssue({ code: 'custom', path: ['renewalOn'], message: MESSAGES.required });
  } else if (value.enrolledOn && value.renewalOn <= value.enrolledOn) {
    context.addIssue({
      code: 'custom',
      path: ['renewalOn'],
      message: 'The renewal date must be after the enrolment date',
    });
  }
}

/** A one-time query has no enrolment, whatever the form still held. */
export function dropOneTimeEnrolment<T extends TEnrolment>(value: T): T {
  return value.kind === 'one-time' ? { ...value, enrolledOn: undefined, renewalOn: undefined } : value;
}

/**
 * POST /admin/applications/{id}/npdb: a query recorded (multipart: these fields and the `response`
 * file, required). `queriedOn` is the day of the NPDB's response; a continuous enrolment also has
 * the day it began and its renewal day (usually a year later). The service also refuses a day after
 * today.
 */
export const ZRecordNpdbQuery =
  ZNpdbQueryFields.superRefine(checkNpdbEnrolment).transform(dropOneTimeEnrolment);
export type TRecordNpdbQuery = z.output<typeof ZRecordNpdbQuery>;

/** POST /admin/applications/{id}/npdb/{queryId}/review: the note is required when reports were found. */
export const ZReviewNpdbQuery = z.strictObject({
  note: z
    .string()
    .trim()
    .max(NPDB_LIMITS.reviewNote, `At most ${NPDB_LIMITS.reviewNote} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type TReviewNpdbQuery = z.input<typeof ZReviewNpdbQuery>;

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZNpdbQuery = z.object({
  id: z.string(),
  /** The application it was made for (null: recorded for the doctor at the hospital only). */
  applicationId: z.string().nullable(),
  kind: z.enum(NPDB_QUERY_KINDS),
  reason: z.enum(NPDB_QUERY_REASONS),
  /** YYYY-MM-DD: the day of the NPDB's response. */
  queriedOn: z.string(),
  /** YYYY-MM-DD, a continuous enrolment's only. */
  enrolledOn: z.string().nullable(),
  renewalOn: z.string().nullable(),
  result: z.enum(NPDB_RESULTS),
  /** The response document (null only once its file is gone). */
  response: z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() }).nullable(),
  /** Null once the account is gone. */
  recordedBy: ZPerson.nullable(),
  review: z.object({ by: ZPerson.nullable(), at: z.string(), note: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TNpdbQuery = z.infer<typeof ZNpdbQuery>;

/** Whether the doctor's NPDB query is current on a day, for the committee's gate. */
export const ZNpdbStanding = z.object({
  current: z.boolean(),
  /** What holds, or what is missing, in the office's words. */
  message: z.string(),
  /** YYYY-MM-DD: the last day it stays current (null when not current). */
  validUntil: z.string().nullable(),
  /** YYYY-MM-DD: the latest query's day, reviewed or not. */
  lastQueriedOn: z.string().nullable(),
});
export type TNpdbStanding = z.infer<typeof ZNpdbStanding>;

/** GET /admin/applications/{id}/npdb: the doctor's queries at this hospital, newest first, and today's standing. */
export const ZApplicationNpdb = z.object({
  queries: z.array(ZNpdbQuery),
  standing: ZNpdbStanding,
  /** The hospital's age limit of a one-time query (its verifications' validity). */
  validDays: z.number().int(),
});
export type TApplicationNpdb = z.infer<typeof ZApplicationNpdb>;

/** `/admin/applications/{id}/npdb/{queryId}`: ids are checked by the service (anything unknown 404). */
export const ZNpdbQueryParams = z.strictObject({
  id: z.string().min(1).max(64),
  queryId: z.string().min(1).max(64),
});
export type TNpdbQueryParams = z.infer<typeof ZNpdbQueryParams>;
