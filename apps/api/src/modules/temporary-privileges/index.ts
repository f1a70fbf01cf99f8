/** Temporary privileges before the decision: granted (signed) by the office, shown to the doctor, ended at expiry, by the office or by the decision. */
export { createTemporaryPrivilegeRoutes } from './routes';
export { TEMPORARY_PRIVILEGE_EXPIRY_JOB } from './job';
export { TEMPORARY_PRIVILEGE_EVENTS } from './events';
export { endForDecision as endTemporaryPrivilegesForDecision } from './close';
