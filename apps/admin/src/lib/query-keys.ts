/**
 * The root of every admin-applications query (queue, counts, review): a decision anywhere
 * invalidates it once, and the queue and counts are fresh on the way back.
 */
export const ADMIN_APPLICATIONS_KEY = ['admin-applications'] as const;
