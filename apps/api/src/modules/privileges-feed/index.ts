/** The privileges feed for systems that do not speak FHIR: each hospital's current privileges as JSON or CSV, and signed webhooks of each grant, change, expiry and end. */
export { createWebhookRoutes } from './routes';
export { createPrivilegesFeedRoutes } from './feed-routes';
export { PRIVILEGES_FEED_EVENTS } from './events';
export { WEBHOOK_DELIVERIES_JOB, createWebhookSender } from './sender';
