/** The office's internal notes on an application, never shown to the doctor. */
export { createInternalNoteRoutes } from './routes';
