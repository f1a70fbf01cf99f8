/** The module's public face: other modules and the app import only this file. */
export { findLatestChanges, loadDiffContext } from './changes';
export { recordSubmission } from './record';
export { createSubmissionRoutes } from './routes';
