/** The module's public face: other modules and the app import only this file. */
export { notifyRequestAnswered } from './request-answered';
export { queueResubmittedMails } from './resubmitted';
export { NOTIFICATION_EVENTS } from './events';
