/** Emails that follow other modules' changes: a request answered, ready to submit, resubmitted. */
export { notifyRequestAnswered } from './request-answered';
export { queueResubmittedMails } from './resubmitted';
export { NOTIFICATION_EVENTS } from './events';
