/** Accounts and sign-in: register, verify email, password and emailed code (or a second factor's step), reset and set-password links. */
export { replacePassword } from './replace-password';
export { createAuthRoutes, type TLinkValuesExtractor } from './routes';
export { createSetPasswordToken } from './set-password';
export { isThrottled, recordAttempt, getSignInCodeKey, type TThrottleRule } from './throttle';
export {
  completeSignIn,
  findLiveSignIn,
  rejectSignInAttempt,
  takeSignInAttempt,
  type TSignInChallenge,
} from './sign-in-step';
export { EXPIRED_AUTH_ROWS_JOB } from './cleanup';
export { createFactorChallenge } from './sign-in';
