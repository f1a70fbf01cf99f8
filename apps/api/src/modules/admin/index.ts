/** Platform-administrator routes that belong to no other capability: today the role check `/admin/ping`. */
export { createAdminRoutes } from './routes';
