import { HOSPITAL_NOT_FOUND } from '@/core/access/managed-hospital';

/** What the form-management endpoints say, in one place. */
export const ADMIN_FORM_MESSAGES = {
  hospitalNotFound: HOSPITAL_NOT_FOUND,
  formNotFound: 'Form not found',
  versionNotFound: 'Version not found',
  draftNotFound: 'There is no draft',
  noDraftToPublish: 'There is no draft to publish',
  invalidDefinition: 'The form has problems; see the marked fields',
  draftDiscarded: 'Draft discarded',
  unknownPractitionerTypes: 'Choose practitioner types from the list',
  tryAgain: 'Someone else changed this form at the same moment; try again',
} as const;
