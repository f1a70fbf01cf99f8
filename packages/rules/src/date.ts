import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_DISPLAY_FORMAT, MAX_DATE, MIN_DATE } from './date-formats';
import { MESSAGES } from './messages';

export type TDateRule = {
  /** Past dates allowed (default true). */
  past?: boolean;
  /** Future dates allowed (default false: "a future date is invalid"). */
  future?: boolean;
  /** Today's date as YYYY-MM-DD; defaults to the local date. Injected for tests. */
  today?: string;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when value is a real calendar date written as YYYY-MM-DD. dayjs reads that form without
 * its format-parsing plugin (1.5 KiB more on every page that checks a date in its address); a day
 * that does not exist (02-30) rolls over there, so the day read must be the day written.
 */
export function isValidDateString(value: string): boolean {
  return ISO_DAY.test(value) && dayjs(value).format(DATE_FORMAT) === value;
}

export function todayString(): string {
  return dayjs().format(DATE_FORMAT);
}

/** True when a real date lies in 1900-01-01..2099-12-31 and on the side(s) of today the rule allows. */
export function isDateAllowed(value: string, rule: TDateRule = {}): boolean {
  const today = rule.today ?? todayString();
  if (value < MIN_DATE || value > MAX_DATE) {
    return false;
  }
  if (rule.future !== true && value > today) {
    return false;
  }
  return !(rule.past === false && value < today);
}

/** Validates a stored date; returns the message to show or null. */
export function validateDate(value: string, rule: TDateRule = {}): string | null {
  if (!isValidDateString(value)) {
    return MESSAGES.invalidDate;
  }
  // Note: the spec shows one text for every refused date ("a future date is invalid").
  return isDateAllowed(value, rule) ? null : MESSAGES.invalidDate;
}

/** Formats a timestamp for display (default MM/DD/YYYY HH:mm:ss). */
export function formatDateTime(value: string | number | Date, format = DATE_TIME_DISPLAY_FORMAT): string {
  return dayjs(value).format(format);
}
