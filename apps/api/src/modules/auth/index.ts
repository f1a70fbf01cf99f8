/** Accounts and sign-in: register, verify email, password and emailed code, reset and set-password links. */
export { replacePassword } from './replace-password';
export { createAuthRoutes, type TLinkValuesExtractor } from './routes';
export { createSetPasswordToken } from './set-password';
export { isThrottled, recordAttempt, type TThrottleRule } from './throttle';
export { EXPIRED_AUTH_ROWS_JOB } from './cleanup';
