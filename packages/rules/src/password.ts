import { MESSAGES } from './messages';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Length rule shared by both sides; the server also refuses very common passwords. */
export function validatePasswordLength(value: string): string | null {
  return value.length >= PASSWORD_MIN_LENGTH ? null : MESSAGES.passwordTooShort;
}
