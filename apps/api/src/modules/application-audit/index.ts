/** An application's audit trail, for its hospital's admins and, their own rows, its doctor. */
export { createApplicationAuditRoutes } from './routes';
