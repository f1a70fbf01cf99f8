import { MESSAGES } from './messages';

/** US phone numbers only: 10 digits, shown after a fixed +1 prefix as ddd-ddd-dddd. */
export const PHONE_DIGITS = 10;
export const PHONE_COUNTRY_CODE = '+1';
const STORED_PHONE = /^\+1 \d{3}-\d{3}-\d{4}$/;

/** Keeps digits only (at most 10) and formats them progressively: 212, 212-555, 212-555-0100. */
export function formatPhoneInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length <= 3) {
    return digits;
  }
  if (digits.length <= 6) {
    return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  }
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** True when the display value holds exactly 10 digits in the ddd-ddd-dddd shape. */
export function isValidPhoneInput(display: string): boolean {
  return /^\d{3}-\d{3}-\d{4}$/.test(display);
}

/** "212-555-0100" -> "+1 212-555-0100" (the stored shape). */
export function toStoredPhone(display: string): string {
  return `${PHONE_COUNTRY_CODE} ${formatPhoneInput(display)}`;
}

/** "+1 212-555-0100" -> "212-555-0100"; anything else is reformatted from its digits. */
export function fromStoredPhone(stored: string | undefined | null): string {
  if (!stored) {
    return '';
  }
  const rest = stored.startsWith(PHONE_COUNTRY_CODE) ? stored.slice(PHONE_COUNTRY_CODE.length) : stored;
  return formatPhoneInput(rest);
}

export function isStoredPhone(value: string): boolean {
  return STORED_PHONE.test(value);
}

/** Validates a stored phone value; returns the message to show or null. */
export function validatePhone(value: string): string | null {
  return isStoredPhone(value) ? null : MESSAGES.invalidPhone;
}
