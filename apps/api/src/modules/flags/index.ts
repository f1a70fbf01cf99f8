/** The module's public face: other modules and the app import only this file. */
export { loadApplicationFlags, refreshFlagCount } from './flags';
export { createFlagRoutes } from './routes';
