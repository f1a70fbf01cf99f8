/** Focused professional practice evaluation: FPPEs started by every grant, evaluators by link, the chair's conclusion, reminders. */
export { createFppeRoutes } from './routes';
export { FPPE_EVENTS } from './events';
export { FPPE_REMINDERS_JOB } from './job';
