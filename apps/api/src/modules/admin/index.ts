/** The module's public face: other modules and the app import only this file. */
export { createAdminRoutes } from './routes';
