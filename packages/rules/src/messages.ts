/** User-facing validation texts, exactly as the spec gives them (section 5 and 8). */
export const MESSAGES = {
  required: 'Required',
  invalidDate: 'Invalid Date',
  invalidPhone: 'Invalid Phone',
  invalidEmail: 'Invalid email address',
  minNumber: 'Must be 0 or more',
  invalidNumber: 'Must be a number',
  invalidNpi: 'Invalid NPI',
  passwordTooShort: 'Password must be at least 12 characters',
  passwordMismatch: 'Passwords do not match',
  genericError: 'Something went wrong, Please try again ...',
  // Ours, not the spec's: NUL, other control characters or broken Unicode (see input-text.ts).
  forbiddenCharacters: 'Contains invisible or invalid characters. Please retype it.',
} as const;

export type TMessage = (typeof MESSAGES)[keyof typeof MESSAGES];
