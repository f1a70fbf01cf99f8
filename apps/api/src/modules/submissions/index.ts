/** Each submission's snapshot, and what changed between the last two. */
export { findLatestChanges, loadDiffContext } from './changes';
export { recordSubmission } from './record';
export { createSubmissionRoutes } from './routes';
