/** The red flags of a submitted application and the flag count kept for the queue. */
export { loadApplicationFlags, refreshFlagCount } from './flags';
export { createFlagRoutes } from './routes';
