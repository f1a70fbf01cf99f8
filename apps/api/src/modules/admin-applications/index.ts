/** The office desk: queue (search, filters, counts, CSV), review, assignment, decisions, turnaround. */
export { createAdminDeskRoutes } from './desk-routes';
export { buildAdminReview } from './review';
export { createAdminApplicationRoutes } from './routes';
