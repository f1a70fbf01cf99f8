/** Texts of the applications API, in one place. */
export const APPLICATION_MESSAGES = {
  notFound: 'Application not found',
  hospitalNotFound: 'Hospital not found',
  hospitalClosed: 'This hospital is not accepting applications at the moment.',
  notEditable: 'This application can no longer be edited',
  transitionRefused: (from: string, to: string) => `An application cannot move from ${from} to ${to}.`,
  attestationMismatch: 'Type your full name exactly as it appears on your account',
  incomplete: 'Your application is not complete yet',
  submitted: 'Your application has been submitted.',
  noApplicationForm: 'This hospital has no application form yet.',
} as const;
