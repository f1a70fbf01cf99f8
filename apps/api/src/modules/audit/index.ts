/** The platform administrator's view of the whole audit trail, filtered and exported as CSV. */
export { createPlatformAuditRoutes } from './routes';
