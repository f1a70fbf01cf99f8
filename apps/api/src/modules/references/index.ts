/** The module's public face: other modules and the app import only this file. */
export { listDoctorRequests, resendRequest } from './doctor-requests';
export { createRequestLinkExtractor } from './link-extractor';
export { findRequestForm } from './request-context';
export { registerRequestRoutes } from './request-routes';
export { createReferenceRoutes } from './routes';
export { requestRemindersJob } from './request-reminders';
