/** The verification module's texts (issue 15), as the office reads them. */
export const VERIFICATION_MESSAGES = {
  itemNotFound: 'Checklist item not found.',
  evidenceNotFound: 'This item has no uploaded evidence.',
  recordNotFound: 'This item has no fetched record.',
  hospitalNotFound: 'Hospital not found.',
  futureDate: 'The verification date cannot be in the future',
  notMultipart: 'Send the verification as multipart/form-data.',
  fieldTooLong: 'A field of the verification is too long',
  evidencePart: 'Send the evidence as a file part named "evidence"',
  finaliseNeedsVerification: (labels: readonly string[]) => `Verify before finalise: ${labels.join(', ')}`,
} as const;
