import { FORM_MESSAGES } from './form-messages';

const DEA_SHAPE = /^[A-Z][A-Z9]\d{7}$/;

/**
 * DEA registration number: two letters (registrant type, then the first letter of the
 * registrant's last name, or 9 for a business) and seven digits whose last is a check digit:
 * (d1 + d3 + d5) + 2 * (d2 + d4 + d6), last digit of the sum = d7. Letters in either case.
 */
export function isValidDea(value: string): boolean {
  const upper = value.toUpperCase();
  if (!DEA_SHAPE.test(upper)) {
    return false;
  }
  const d = [...upper.slice(2)].map(Number);
  const sum = d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5]);
  return sum % 10 === d[6];
}

export function validateDea(value: string): string | null {
  return isValidDea(value) ? null : FORM_MESSAGES.invalidDea;
}
