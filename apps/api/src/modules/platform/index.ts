/** Platform administration: hospitals, admin invitations, Contact Us messages, outbox, settings. */
export { toSlug } from './hospitals';
export { createPlatformRoutes } from './routes';
export { createPlatformAdmin, type TCreatePlatformAdminResult } from './platform-admin';
