import { DATE_DISPLAY_FORMAT } from './date-formats';
import { formatDateTime } from './date';

/** Messages of the forms engine's own checks (the spec's texts live in MESSAGES). */
export const FORM_MESSAGES = {
  invalidDea: 'Invalid DEA number',
  invalidZip: 'Invalid ZIP code',
  invalidState: 'Invalid state',
  invalidOption: 'Choose one of the options',
  invalidValue: 'Invalid value',
  invalidFile: 'Upload a file',
} as const;

export function tooLongMessage(maxLength: number): string {
  return `Must be at most ${maxLength} characters`;
}

export function minItemsMessage(minItems: number): string {
  return `Add at least ${minItems} ${minItems === 1 ? 'entry' : 'entries'}`;
}

export function maxItemsMessage(maxItems: number): string {
  return `At most ${maxItems} ${maxItems === 1 ? 'entry' : 'entries'}`;
}

/** A date before a field's earliest date (YYYY-MM-DD), shown as the sites show dates. */
export function earliestDateMessage(minDate: string): string {
  return `Date must be on or after ${formatDateTime(minDate, DATE_DISPLAY_FORMAT)}`;
}

/** A date after a field's latest date (YYYY-MM-DD). */
export function latestDateMessage(maxDate: string): string {
  return `Date must be on or before ${formatDateTime(maxDate, DATE_DISPLAY_FORMAT)}`;
}
