/** The module's public face: other modules and the app import only this file. */
export { buildApplicationDetail } from './detail';
export { createApplicationRoutes } from './routes';
export { transitionApplication } from './transition';
