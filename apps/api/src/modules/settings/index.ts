/** The public system settings the sites read. */
export { createSettingsRoutes } from './routes';
