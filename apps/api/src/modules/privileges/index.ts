/** The module's public face: other modules and the app import only this file. */
export { createPrivilegeAdminRoutes } from './admin-routes';
export { createPrivilegeRoutes } from './routes';
