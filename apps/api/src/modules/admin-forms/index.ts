/** The office's form editor: each hospital's forms, their drafts, published versions, checks and diffs. */
export { createAdminFormRoutes } from './routes';
