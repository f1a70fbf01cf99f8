/** The doctor's applications: create, read, submit, upgrade a form; every status change goes through here. */
export { buildApplicationDetail } from './detail';
export { createApplicationRoutes } from './routes';
export { transitionApplication } from './transition';
