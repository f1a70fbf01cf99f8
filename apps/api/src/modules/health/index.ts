/** Liveness (`/health/live`) and readiness (`/health/ready`, `/health`) for a supervisor and a load balancer. */
export { createHealthRoutes } from './routes';
export { createReadinessProbes } from './readiness';
