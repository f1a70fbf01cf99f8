/** NPDB queries the office made for a doctor at its hospital: responses, reviews, the standing for the gate, the reminders. */
export { createNpdbRoutes } from './routes';
export { getNpdbStanding } from './standing';
export { NPDB_REMINDERS_JOB } from './reminders';
