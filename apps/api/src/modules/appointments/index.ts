/** The module's public face: other modules and the app import only this file. */
export { recordAppointment } from './record';
export { createAppointmentRoutes } from './routes';
export { loadAppointmentParts } from './views';
export { appointmentLapsesJob, reappointmentInvitationsJob } from './jobs';
