import { MESSAGES } from './messages';

export const NUMBER_MIN = 0;

export function validateNumber(value: string | number, min = NUMBER_MIN): string | null {
  const n = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'string' && value.trim() === '') {
    return MESSAGES.invalidNumber;
  }
  if (!Number.isFinite(n)) {
    return MESSAGES.invalidNumber;
  }
  return n < min ? MESSAGES.minNumber : null;
}
