import { MESSAGES } from './messages';

/**
 * National Provider Identifier: 10 digits whose last is a Luhn check digit computed over
 * the prefix 80840 followed by the first 9 digits (CMS NPI standard).
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) {
    return false;
  }
  const digits = `80840${value.slice(0, 9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Note: doubling starts at the rightmost digit of the payload.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) {
        d -= 9;
      }
    }
    sum += d;
  }
  const check = (10 - (sum % 10)) % 10;
  return check === Number(value[9]);
}

export function validateNpi(value: string): string | null {
  return isValidNpi(value) ? null : MESSAGES.invalidNpi;
}
