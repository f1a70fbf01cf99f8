import { MESSAGES } from './messages';

/**
 * The spec's email rule: word characters with optional dots, dashes or plus, then @,
 * a domain and a 2-3 letter ending. Written without an optional separator inside a repeated group
 * (`\w+([.+-]?\w+)*`, the usual form of this rule): that form accepts the same addresses but can
 * split a run of word characters in exponentially many ways, so a 51-character near miss
 * ("maria.lopez+1764318000000@okafor-practice.example.o") held a browser tab or the API's event
 * loop for minutes. Here each separator is required, so every run is read one way.
 */
export const EMAIL_PATTERN = /^\w+(?:[.+-]\w+)*@\w+(?:[.-]\w+)*(?:\.[A-Za-z]{2,3})+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function validateEmail(value: string): string | null {
  return isValidEmail(value) ? null : MESSAGES.invalidEmail;
}

/** Emails are compared and stored lower-cased and trimmed. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
