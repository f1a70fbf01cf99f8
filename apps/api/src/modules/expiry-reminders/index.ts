/** The hourly job that emails doctors before and when an application's document expires. */
export { EXPIRY_REMINDERS_JOB } from './job';
