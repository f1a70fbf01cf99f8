import { MESSAGES } from './messages';

export const NUMBER_MIN = 0;

/** The spec's "Must be 0 or more", with a field's own minimum when it has one. */
export function minNumberMessage(min: number): string {
  return min === NUMBER_MIN ? MESSAGES.minNumber : `Must be ${min} or more`;
}

export function validateNumber(value: string | number, min = NUMBER_MIN): string | null {
  const n = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'string' && value.trim() === '') {
    return MESSAGES.invalidNumber;
  }
  if (!Number.isFinite(n)) {
    return MESSAGES.invalidNumber;
  }
  return n < min ? minNumberMessage(min) : null;
}
