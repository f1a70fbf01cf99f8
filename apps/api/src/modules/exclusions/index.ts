/** The module's public face: other modules and the app import only this file. */
export { createExclusionRoutes } from './routes';
export { EXCLUSION_LISTS_JOB } from './job';
export { EXCLUSION_EVENTS } from './events';
