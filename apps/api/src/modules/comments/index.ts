/** Per-section comments and replies between a doctor and the hospital's office, with their emails. */
export { createCommentRoutes } from './routes';
