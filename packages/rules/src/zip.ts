import { FORM_MESSAGES } from './form-messages';

/** US ZIP code: 5 digits, or ZIP+4 written as 12345-6789 or 123456789. */
const ZIP_PATTERN = /^\d{5}(-?\d{4})?$/;

export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}

export function validateZip(value: string): string | null {
  return isValidZip(value) ? null : FORM_MESSAGES.invalidZip;
}
