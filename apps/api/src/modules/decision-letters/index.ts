/** Decision letters: the board's decision as a letter to the doctor, its deadline warnings, and each hospital's letter settings. */
export { createDecisionLetterRoutes } from './routes';
export { DECISION_LETTER_EVENTS } from './record';
export { DECISION_LETTER_DEADLINES_JOB } from './job';
