import { z } from 'zod';
import { isValidDateString } from '@docapply/rules';
import { ADMIN_ASSIGNEE_ME, ADMIN_ASSIGNEE_NONE } from './admin-queue';

/**
 * The medical staff office's desk (issue 13, part 5): who an application is assigned to, and the
 * queue's filters beyond status and search (assignee, red flags, submission dates, department).
 */

export const ADMIN_DESK_MESSAGES = {
  notAnAdmin: 'Choose an administrator of this hospital.',
  badAssignee: 'Choose me, unassigned or a person',
  badDate: 'Enter a date as YYYY-MM-DD',
  toBeforeFrom: 'The end is before the start',
  badTimeZone: 'Unknown time zone',
} as const;

/** An administrator as a picker and a list show them. */
export const ZAdminPerson = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TAdminPerson = z.infer<typeof ZAdminPerson>;

/** Who an application is assigned to, as the queue and the review show it. */
export const ZAdminAssignee = z.object({ id: z.string(), name: z.string() });
export type TAdminAssignee = z.infer<typeof ZAdminAssignee>;

/** GET /admin/hospitals/{id}/admins: the hospital's active administrators, by name. */
export const ZHospitalAdminList = z.object({ data: z.array(ZAdminPerson) });
export type THospitalAdminList = z.infer<typeof ZHospitalAdminList>;

/**
 * PUT /admin/applications/{id}/assignee: an administrator of the application's hospital, or null
 * to unassign (400 with `fields.assigneeId` for anyone else). Answers the assignee now.
 */
export const ZAssignApplicationRequest = z.strictObject({
  assigneeId: z.uuid({ error: ADMIN_DESK_MESSAGES.notAnAdmin }).nullable(),
});
export type TAssignApplicationRequest = z.input<typeof ZAssignApplicationRequest>;

export const ZAssignApplicationResult = z.object({ assignee: ZAdminAssignee.nullable() });
export type TAssignApplicationResult = z.infer<typeof ZAssignApplicationResult>;

/** Whether the runtime (and so PostgreSQL's time zone database) knows this IANA name. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone's canonical name (`US/Pacific-New` is `America/Los_Angeles`): the runtime knows some old
 * aliases PostgreSQL's time zone database no longer has.
 */
function toCanonicalTimeZone(value: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ZDay = z
  .string()
  .max(10, ADMIN_DESK_MESSAGES.badDate)
  .refine(isValidDateString, ADMIN_DESK_MESSAGES.badDate);

/**
 * The desk's filters, shared by the queue, its counts and its export:
 * - assignee: `me`, `none` (unassigned) or an administrator's id.
 * - flagged: `true` only applications with red flags, `false` only those without.
 * - submittedFrom / submittedTo: days (YYYY-MM-DD, both included) in `tz` (an IANA time zone,
 *   default UTC: the browser sends its own, so a day is the day the admin's screen shows).
 * - department: applications that requested a privilege of this department (exact name).
 */
export const ADMIN_DESK_FILTER_FIELDS = {
  assignee: z
    .string()
    .max(64)
    .refine(
      (value) => value === ADMIN_ASSIGNEE_ME || value === ADMIN_ASSIGNEE_NONE || UUID.test(value),
      ADMIN_DESK_MESSAGES.badAssignee,
    )
    .optional(),
  flagged: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .transform((value) => value === 'true')
    .optional(),
  submittedFrom: ZDay.optional(),
  submittedTo: ZDay.optional(),
  department: z.string().trim().min(1).max(200).optional(),
  tz: z
    .string()
    .max(64)
    .refine(isTimeZone, ADMIN_DESK_MESSAGES.badTimeZone)
    .transform(toCanonicalTimeZone)
    .default('UTC'),
};

/** The end may not come before the start (400, field `submittedTo`). */
export function checkSubmittedRange(
  filters: { submittedFrom?: string; submittedTo?: string },
  ctx: z.RefinementCtx,
): void {
  if (filters.submittedFrom && filters.submittedTo && filters.submittedTo < filters.submittedFrom) {
    ctx.addIssue({ code: 'custom', path: ['submittedTo'], message: ADMIN_DESK_MESSAGES.toBeforeFrom });
  }
}

/** The desk filters as a service reads them. */
export type TAdminDeskFilters = {
  assignee?: string;
  flagged?: boolean;
  submittedFrom?: string;
  submittedTo?: string;
  department?: string;
  tz: string;
};

/** Whether any desk filter narrows the list (the time zone alone does not). */
export function hasDeskFilters(filters: TAdminDeskFilters): boolean {
  return (
    filters.assignee !== undefined ||
    filters.flagged !== undefined ||
    filters.submittedFrom !== undefined ||
    filters.submittedTo !== undefined ||
    filters.department !== undefined
  );
}

/**
 * GET /admin/applications/filter-options?hospitalId=: what the queue's pickers offer, within the
 * caller's hospitals (one of them when given): their administrators and their privileges' departments.
 */
export const ZAdminQueueOptionsQuery = z.strictObject({
  hospitalId: z.uuid({ error: 'Invalid hospital' }).optional(),
});
export const ZAdminQueueOptions = z.object({
  assignees: z.array(ZAdminPerson),
  departments: z.array(z.string()),
});
export type TAdminQueueOptions = z.infer<typeof ZAdminQueueOptions>;

/** The export's columns, in order (GET /admin/applications/export, text/csv). */
export const ADMIN_QUEUE_EXPORT_COLUMNS = [
  'doctor',
  'email',
  'hospital',
  'status',
  'submitted',
  'assignee',
  'flags',
  'privileges',
] as const;
