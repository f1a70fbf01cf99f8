/** What an application is made of and how far along: parts, requests, progress, status, summaries. */
export { loadRemindedAt } from './reminder-dates';
export {
  findRequest,
  isSentAndLive,
  listRequests,
  toRequestView,
  type TRequestRow,
  type TRequestViewRow,
} from './request-tables';
export {
  definitionOf,
  loadFormParts,
  loadPrivilegeParts,
  type TFormPart,
  type TPrivilegePart,
} from './parts';
export {
  collectDoctorProfile,
  collectTypedDoctorProfile,
  createPrefilledAnswers,
  type TTypedProfileAnswer,
} from './profile';
export { refreshHospitalProgress, refreshProgress } from './progress';
export { getApplicationStatusReport } from './queries';
export { type TApplicationWithHospital, type THospitalRow, toSummary } from './summaries';
export { loadRequestParts } from './parts';
export {
  findLatestOwnApplication,
  getOwnApplicationWithHospital,
  listOwnApplications,
  searchOwnApplications,
} from './queries';
export { toReminderSubject } from './reminder-dates';
export { isLinkExpired, isOpenState, REQUEST_TABLES, whereCurrentLink } from './request-tables';
export { buildStatusReport, toMissingFields } from './status-report';
export { findAgreement, isSupervisionRequired } from './supervision-part';
