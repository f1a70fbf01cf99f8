/** Failed-sign-in alerts for the platform administrator: the page of what needs attention and the mail when a threshold is crossed. */
export { createSignInAlertRoutes } from './routes';
export { SIGN_IN_ALERTS_JOB } from './job';
