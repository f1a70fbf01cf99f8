import { NPDB_FORM_MESSAGES } from '@docapply/contracts';

/** The NPDB module's texts, as the office reads them. */
export const NPDB_MESSAGES = {
  ...NPDB_FORM_MESSAGES,
  applicationNotFound: 'Application not found.',
  queryNotFound: 'NPDB query not found.',
  responseNotFound: 'This NPDB query has no response document.',
  notMultipart: 'Send the NPDB query as multipart/form-data.',
  fieldTooLong: 'A field of the NPDB query is too long',
  responsePart: 'Send the NPDB response as a file part named "response"',
  futureDate: 'The date cannot be in the future',
  alreadyReviewed: 'This NPDB response has already been reviewed.',
} as const;

/** What the standing says, each day shown as the product shows dates (MM/DD/YYYY). */
export const NPDB_STANDING_MESSAGES = {
  none: 'No NPDB query recorded',
  currentQuery: (queriedOn: string, until: string) =>
    `The NPDB query of ${queriedOn} is current until ${until}`,
  currentEnrolment: (until: string) => `The Continuous Query enrolment is current until ${until}`,
  awaitsReview: (queriedOn: string) => `The NPDB response of ${queriedOn} awaits review`,
  tooOld: (queriedOn: string, validDays: number, on: string) =>
    `The NPDB query of ${queriedOn} is older than ${validDays} days on ${on}`,
  beforeSubmission: (queriedOn: string, validDays: number, submittedOn: string) =>
    `The NPDB query of ${queriedOn} was made more than ${validDays} days before the application was submitted on ${submittedOn}`,
  queriedAfter: (queriedOn: string, on: string) => `The NPDB query of ${queriedOn} was made after ${on}`,
  enrolmentEnded: (renewalOn: string) =>
    `The Continuous Query enrolment ended on ${renewalOn}: renew it or query the NPDB again`,
  enrolmentNotStarted: (enrolledOn: string) => `The Continuous Query enrolment starts on ${enrolledOn}`,
} as const;
