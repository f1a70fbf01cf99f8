/** Appointments recorded on approval, reappointment invitations and lapses, the prefilled reappointment. */
export { recordAppointment } from './record';
export { createAppointmentRoutes } from './routes';
export { loadAppointmentParts } from './views';
export { appointmentLapsesJob, reappointmentInvitationsJob } from './jobs';
