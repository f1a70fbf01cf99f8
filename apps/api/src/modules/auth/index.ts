/** The module's public face: other modules and the app import only this file. */
export { replacePassword } from './replace-password';
export { createAuthRoutes, type TLinkValuesExtractor } from './routes';
export { createSetPasswordToken } from './set-password';
export { isThrottled, recordAttempt, type TThrottleRule } from './throttle';
export { EXPIRED_AUTH_ROWS_JOB } from './cleanup';
