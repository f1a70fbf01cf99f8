/** The doctor's answers to an application's forms: read, autosaved, and their expiring documents. */
export { listFileAnswers } from './answers';
export { insertPrefilledResponse } from './form-responses';
export { createFormResponseRoutes } from './routes';
