/** The health check (`/health`): 200 while the database answers, for a load balancer. */
export { createHealthRoutes } from './routes';
