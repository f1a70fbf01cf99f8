/** Reference and coverage requests: a signed link answered without an account, resent, reminded. */
export { listDoctorRequests, resendRequest } from './doctor-requests';
export { createRequestLinkExtractor } from './link-extractor';
export { findRequestForm } from './request-context';
export { registerRequestRoutes } from './request-routes';
export { createReferenceRoutes } from './routes';
export { requestRemindersJob } from './request-reminders';
