import type { TApplicationStatus } from './status';

// The queue's constants, apart from its schemas (admin-applications.ts, admin-desk.ts): the
// admin site's pages import these, and a module kept for a constant keeps every schema in it.

/** Statuses an admin can see (everything but draft), in the machine's order. */
export const ADMIN_VISIBLE_STATUSES = [
  'applied',
  'in-review',
  'information-requested',
  'finalise',
  'approved',
  'rejected',
] as const satisfies readonly TApplicationStatus[];
export type TAdminVisibleStatus = (typeof ADMIN_VISIBLE_STATUSES)[number];

export const ADMIN_QUEUE_SORTS = ['submitted-desc', 'submitted-asc'] as const;
export type TAdminQueueSort = (typeof ADMIN_QUEUE_SORTS)[number];
export const ADMIN_QUEUE_LIMIT_DEFAULT = 25;
export const ADMIN_QUEUE_LIMIT_MAX = 100;
/**
 * A search's total is counted up to this many applications (`totalIsCapped` beyond): four pages of
 * 25, enough to tell a coordinator to narrow the search. Counting every match of a common name cost
 * more than the page itself at 100,000 applications (a count to 1,000 was 14 of the 16 ms).
 */
export const ADMIN_QUEUE_SEARCH_TOTAL_CAP = 100;
export const ADMIN_DECISION_NOTE_MAX = 2000;

/** The assignee filter: the caller, nobody, or one person's id. */
export const ADMIN_ASSIGNEE_ME = 'me';
export const ADMIN_ASSIGNEE_NONE = 'none';
