/** Each submission's snapshot, and what changed between them: each resubmission's round, any two compared, where each change came from. */
export { findLatestChanges, loadDiffContext } from './changes';
export { recordSubmission } from './record';
export { createSubmissionRoutes } from './routes';
export { loadRecordedEdits, type TTimedEdit } from './sources';
