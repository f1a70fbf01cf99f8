import { z } from 'zod';
import { ZApplicationDetail, ZApplicationStatus } from './applications';
import { ZApplicationKind } from './appointments';
import { ZForm, ZFormAnswers } from './forms';
import { ZReferenceRequest } from './references';
import { ADMIN_DESK_FILTER_FIELDS, ZAdminAssignee, checkSubmittedRange } from './admin-desk';
import { ZCommentSection } from './comments';
import { ZRoutePosition } from './committee-files';
import {
  ADMIN_VISIBLE_STATUSES,
  ADMIN_QUEUE_SORTS,
  ADMIN_QUEUE_LIMIT_DEFAULT,
  ADMIN_QUEUE_LIMIT_MAX,
  ADMIN_DECISION_NOTE_MAX,
} from './admin-queue';

/**
 * The hospital admin's applications (issue 4): the queue, counts per status, the review and the
 * decisions. Every endpoint needs the hospital_admin role and only ever sees applications of the
 * caller's own hospitals; drafts are never visible to admins.
 */

export const ZAdminVisibleStatus = z.enum(ADMIN_VISIBLE_STATUSES, { error: 'Unknown status' });

/**
 * GET /admin/applications?status=a,b&hospitalId=&q=&sort=&limit=&cursor= and the desk's filters
 * (assignee, flagged, submittedFrom, submittedTo, department, tz: see admin-desk.ts).
 * - status: comma-joined list of visible statuses (none: all of them); 'draft' is refused (400).
 * - hospitalId: one of the caller's hospitals; any other id gives an empty page (not an error).
 * - q: case-insensitive; matches a substring of the doctor's full name ("first last") or the
 *   start of their email.
 * - cursor: opaque, from the previous page's `nextCursor`; keep the same filters and sort with
 *   it. A malformed cursor is 400 (code BAD_REQUEST).
 * - limit: 1 to 100, default 25 (over 100 is 400).
 */
const ZAdminQueueFilters = z.strictObject({
  status: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(ZAdminVisibleStatus)),
  hospitalId: z.uuid({ error: 'Invalid hospital' }).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(ADMIN_QUEUE_SORTS, { error: 'Unknown sort' }).default('submitted-desc'),
  ...ADMIN_DESK_FILTER_FIELDS,
});
export const ZAdminQueueQuery = ZAdminQueueFilters.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_QUEUE_LIMIT_MAX, `At most ${ADMIN_QUEUE_LIMIT_MAX}`)
    .default(ADMIN_QUEUE_LIMIT_DEFAULT),
  cursor: z.string().max(512).optional(),
}).superRefine(checkSubmittedRange);
/** What a client sends (every field optional, status comma-joined). */
export type TAdminQueueQuery = z.input<typeof ZAdminQueueQuery>;

/** GET /admin/applications/export?<the queue's filters>: every matching row as text/csv, in the queue's order. */
export const ZAdminQueueExportQuery = ZAdminQueueFilters.superRefine(checkSubmittedRange);
export type TAdminQueueExportQuery = z.input<typeof ZAdminQueueExportQuery>;

export const ZAdminDoctorRef = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TAdminDoctorRef = z.infer<typeof ZAdminDoctorRef>;

/** One row of the queue. Dates are ISO strings; submittedAt is the latest submission (a resubmission moves it). */
export const ZAdminQueueItem = z.object({
  id: z.string(),
  hospitalId: z.string(),
  hospitalName: z.string(),
  status: ZAdminVisibleStatus,
  doctor: ZAdminDoctorRef,
  submittedAt: z.string(),
  updatedAt: z.string(),
  assignee: ZAdminAssignee.nullable(),
  /** Red flags raised when last computed (0: none). */
  flagCount: z.number().int(),
  /** Issue 14 (always sent): initial, or a reappointment. */
  kind: ZApplicationKind.optional(),
  /** The end (YYYY-MM-DD) of an appointment that lapsed without a decision: this one's, or the one it renews. */
  lapsedOn: z.string().nullable().optional(),
  /** Issue 15 (always sent): the verification checklist's items done (verified or not applicable) of all. */
  verification: z.object({ done: z.number().int(), total: z.number().int() }).optional(),
  /** Issue 15: an exclusion screening found a hit or a possible match nobody has dismissed. */
  exclusionAlert: z.boolean().optional(),
  /** Issue 40: the decision-route step the file waits at, and since when (ISO); null outside a route. */
  routeStep: z.object({ name: z.string(), since: z.string() }).nullable().optional(),
});
export type TAdminQueueItem = z.infer<typeof ZAdminQueueItem>;

/**
 * One page of the queue. `nextCursor` is null on the last page. `total` (rows matching the
 * filters, all pages) is given on the first page only (no cursor sent). Without `q` it is exact.
 * With `q` it is counted up to ADMIN_QUEUE_SEARCH_TOTAL_CAP: when more rows match, `total` is the
 * cap and `totalIsCapped` is true ("100+"), absent otherwise; paging still reaches every row.
 */
export const ZAdminQueuePage = z.object({
  data: z.array(ZAdminQueueItem),
  nextCursor: z.string().nullable(),
  total: z.number().int().optional(),
  totalIsCapped: z.boolean().optional(),
});
export type TAdminQueuePage = z.infer<typeof ZAdminQueuePage>;

/**
 * GET /admin/applications/counts?hospitalId= and the desk's filters (same rules as the queue); the
 * search and the status tabs themselves do not narrow the counts.
 */
export const ZAdminCountsQuery = z
  .strictObject({
    hospitalId: z.uuid({ error: 'Invalid hospital' }).optional(),
    ...ADMIN_DESK_FILTER_FIELDS,
  })
  .superRefine(checkSubmittedRange);
export type TAdminCountsQuery = z.input<typeof ZAdminCountsQuery>;

/** Every visible status is present (zero included); total is their sum. */
export const ZAdminStatusCounts = z.object({
  data: z.object({
    applied: z.number().int(),
    'in-review': z.number().int(),
    'information-requested': z.number().int(),
    finalise: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  total: z.number().int(),
});
export type TAdminStatusCounts = z.infer<typeof ZAdminStatusCounts>;

/** A reference or the covering physician as the admin sees it: with the answers (null until completed). */
export const ZAdminRequest = ZReferenceRequest.extend({ answers: ZFormAnswers.nullable() });
export type TAdminRequest = z.infer<typeof ZAdminRequest>;

/**
 * GET /admin/applications/{id}: everything the doctor's detail has, plus the doctor's identity,
 * the references/coverage answers with the forms to show them, and the decisions the admin may
 * take now (`allowedTransitions`, empty once approved or rejected, and while information is
 * requested: only the doctor's resubmission moves it on).
 */
export const ZAdminApplicationReview = ZApplicationDetail.extend({
  status: ZAdminVisibleStatus,
  submittedAt: z.string(),
  doctor: ZAdminDoctorRef.extend({ phone: z.string().nullable() }),
  references: z.array(ZAdminRequest),
  coverage: ZAdminRequest.nullable(),
  /** The hospital's reference / coverage form (null when not published). */
  referenceForm: ZForm.nullable(),
  coverageForm: ZForm.nullable(),
  allowedTransitions: z.array(ZApplicationStatus),
  /**
   * Of `allowedTransitions`, those a rule holds back now, each with the reason the admin reads
   * beside the disabled action: finalise, until the hospital's minimum of references answered
   * (the API refuses it with 409 and the same words).
   */
  blockedTransitions: z.array(z.object({ status: ZApplicationStatus, reason: z.string() })),
  /** The hospital's minimum of completed references (finalise waits for it). */
  minReferences: z.number().int(),
  /**
   * Where the file stands in the hospital's decision route (issue 40), since when; null outside one.
   * While it is in one, its last step decides: `allowedTransitions` is empty at finalise.
   */
  route: ZRoutePosition.nullable(),
  /** The administrator the application is assigned to (PUT /admin/applications/{id}/assignee). */
  assignee: ZAdminAssignee.nullable(),
  /** Comments (replies not counted) per section, for the review's section links. */
  commentCounts: z.record(ZCommentSection, z.number().int().nonnegative()),
});
export type TAdminApplicationReview = z.infer<typeof ZAdminApplicationReview>;

/** Params of /admin/applications/{id} (any string: a non-uuid id is simply 404). */
export const ZAdminApplicationParams = z.object({ id: z.string().min(1).max(64) });
export const ZAdminRequestParams = z.object({
  id: z.string().min(1).max(64),
  requestId: z.string().min(1).max(64),
});

/**
 * POST /admin/applications/{id}/status. A move outside the machine, or one only the doctor makes
 * (draft, applied, information-requested -> in-review), is 409. The note (trimmed, empty = none)
 * is recorded in the history and emailed to the doctor. Answers the updated review.
 */
export const ZAdminStatusChangeRequest = z.strictObject({
  status: ZApplicationStatus,
  note: z
    .string()
    .trim()
    .max(ADMIN_DECISION_NOTE_MAX, `At most ${ADMIN_DECISION_NOTE_MAX} characters`)
    .optional(),
});
export type TAdminStatusChangeRequest = z.input<typeof ZAdminStatusChangeRequest>;

/**
 * POST /admin/applications/{id}/references/{requestId}/resend and
 * POST /admin/applications/{id}/coverage/{requestId}/resend: a fresh link emailed to the same
 * person (409 once answered or declined; 429 when resent too often). Answers the request.
 */
export const ZAdminResendResponse = z.object({ data: ZAdminRequest, message: z.string() });
export type TAdminResendResponse = z.infer<typeof ZAdminResendResponse>;

export const ADMIN_APPLICATION_MESSAGES = {
  notFound: 'Application not found.',
  adminCannotMove: 'Only the doctor can move the application to this status.',
  badCursor: 'This page link is no longer valid. Start from the first page.',
  /** Finalise waits for the hospital's minimum of completed references. */
  finaliseNeedsReferences: (required: number, answered: number) =>
    `Finalise needs ${required} completed reference${required === 1 ? '' : 's'}; ${answered === 0 ? 'none' : answered} ${answered === 1 ? 'has' : 'have'} answered.`,
} as const;
