import { TELEMEDICINE_FORM_MESSAGES } from '@docapply/contracts';

/** The telemedicine module's texts, as the office reads them. */
export const TELEMEDICINE_MESSAGES = {
  ...TELEMEDICINE_FORM_MESSAGES,
  hospitalNotFound: 'Hospital not found',
  agreementNotFound: 'Telemedicine agreement not found.',
  documentNotFound: 'This record has no document.',
  proxyNotFound: 'No distant-site decision is recorded for this application.',
  notMultipart: 'Send the form as multipart/form-data.',
  fieldTooLong: 'A field of the form is too long',
  agreementPart: 'Send the signed agreement as a file part named "agreement"',
  decisionPart: 'Send the distant site’s decision as a file part named "decision"',
  futureDate: 'The date cannot be in the future',
  alreadyEnded: 'This agreement has already ended.',
  notInForce: 'Choose an agreement in force today',
  notRequested: 'Only privileges the application requests can be granted',
  appointmentEndsAfter: 'The appointment must end after the decision date',
  wrongStatus:
    'The distant site’s decision can be recorded only while the application is in review or finalised and awaiting the decision.',
  noAgreement:
    'Your hospital has no telemedicine agreement in force. Add one under Telemedicine agreements first.',
} as const;
