/** The privileges feed for systems that do not speak FHIR: each hospital's current privileges as JSON or CSV (with their suspension), and signed webhooks of each grant, change, suspension, reinstatement, expiry and end. */
export { createWebhookRoutes } from './routes';
export { createPrivilegesFeedRoutes } from './feed-routes';
export { PRIVILEGES_FEED_EVENTS } from './events';
export { WEBHOOK_DELIVERIES_JOB, createWebhookSender } from './sender';
