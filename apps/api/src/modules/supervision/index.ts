/** The supervising or collaborating physician of an advanced practice provider: named, confirmed by link or in the portal, reminded by the hourly job, and the limit on the privileges granted. */
export {
  assertPickWithinAgreement,
  assertSupervisionGrants,
  assertTemporaryGrantWithinAgreement,
} from './limits';
export { createSupervisionRoutes } from './routes';
export { SUPERVISION_REMINDERS_JOB } from './reminders';
