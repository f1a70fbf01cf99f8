/** OIG and SAM exclusion lists, imported by upload or the daily job, and the screening of doctors. */
export { createExclusionRoutes } from './routes';
export { EXCLUSION_LISTS_JOB } from './job';
export { EXCLUSION_EVENTS } from './events';
