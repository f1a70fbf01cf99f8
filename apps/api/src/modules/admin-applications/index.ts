/** The module's public face: other modules and the app import only this file. */
export { createAdminDeskRoutes } from './desk-routes';
export { buildAdminReview } from './review';
export { createAdminApplicationRoutes } from './routes';
