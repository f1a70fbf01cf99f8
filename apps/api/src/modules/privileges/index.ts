/** Clinical privileges: the doctor's picks and the office's versioned catalogue. */
export { createPrivilegeAdminRoutes } from './admin-routes';
export { createPrivilegeRoutes } from './routes';
