import { DATE_DISPLAY_FORMAT, MAX_DATE } from './date-formats';
import { formatDateTime, isValidDateString } from './date';
import type { TFormAnswers, TGroupRow } from './form-types';
import { MESSAGES } from './messages';

/** Days before a document's expiry on which its doctor is emailed; 0 is the day itself. */
export const EXPIRY_REMINDER_DAYS = [60, 30, 7, 0] as const;

export type TDueReminder = {
  /** The reminder to send: the tightest threshold the document has reached. */
  threshold: number;
  /** The looser thresholds it has passed too: recorded as done, never sent late. */
  passed: number[];
};

/**
 * The reminder due for a document `daysLeft` days from its expiry (0 on the day, negative once
 * expired): a document first seen 20 days away gets the 30-day reminder, the 60-day one is moot.
 * None further away than the first threshold, and none once expired (the day itself had its own).
 */
export function findDueReminder(daysLeft: number): TDueReminder | null {
  const reached = EXPIRY_REMINDER_DAYS.filter((threshold) => daysLeft >= 0 && daysLeft <= threshold);
  if (reached.length === 0) {
    return null;
  }
  const threshold = Math.min(...reached);
  return { threshold, passed: reached.filter((other) => other !== threshold) };
}

/** "expires today", "expires tomorrow", "expires in 30 days", "expired 3 days ago". */
export function describeExpiryDistance(daysLeft: number): string {
  if (daysLeft === 0) {
    return 'expires today';
  }
  if (daysLeft === 1) {
    return 'expires tomorrow';
  }
  if (daysLeft > 1) {
    return `expires in ${daysLeft} days`;
  }
  return daysLeft === -1 ? 'expired yesterday' : `expired ${-daysLeft} days ago`;
}

const KEY_SEPARATOR = ':';
// As forms' keys and fields' names are written (contracts' admin-forms.ts and forms.ts).
const FORM_KEY = /^[a-z][a-z0-9-]{0,99}$/;
const ANSWER_PATH = /^[A-Za-z]\w{0,99}(\.\d{1,4}\.[A-Za-z]\w{0,99})?$/;

/**
 * The name of a document inside one application: its form's key and where its file answer sits
 * ('application:licences.0.licenceCopy'), which a renewal writes back to.
 */
export function createDocumentKey(formKey: string, filePath: string): string {
  return `${formKey}${KEY_SEPARATOR}${filePath}`;
}

/** The parts of a document key, or null for anything that is not one. */
export function parseDocumentKey(key: string): { formKey: string; filePath: string } | null {
  const at = key.indexOf(KEY_SEPARATOR);
  const formKey = key.slice(0, at);
  const filePath = key.slice(at + 1);
  return at > 0 && FORM_KEY.test(formKey) && ANSWER_PATH.test(filePath) ? { formKey, filePath } : null;
}

/**
 * The answers with `value` at `path` ('name' or 'group.index.field') and the rest untouched. Unlike
 * the form renderer's setAnswerAt (packages/ui), it never adds a row: a renewal only replaces.
 */
export function replaceAnswerAt(answers: TFormAnswers, path: string, value: string): TFormAnswers {
  const [name, index, field] = path.split('.');
  if (index === undefined || field === undefined) {
    return { ...answers, [name]: value };
  }
  const current = answers[name];
  const rows: TGroupRow[] = Array.isArray(current) ? current : [];
  const at = Number(index);
  if (!Number.isInteger(at) || at < 0 || at >= rows.length) {
    return answers;
  }
  return { ...answers, [name]: rows.map((row, i) => (i === at ? { ...row, [field]: value } : row)) };
}

export const RENEWAL_DATE_MESSAGES = {
  future: 'Enter a date after today',
  after: (current: string) =>
    `Enter a date after the current expiry date (${formatDateTime(current, DATE_DISPLAY_FORMAT)})`,
} as const;

/**
 * A renewed document's new expiry date: a real date, after today and after the date it replaces
 * (a renewal never shortens a document's life). The form's own rule for the field is checked beside.
 */
export function validateRenewedExpiry(
  value: string,
  { current, today }: { current: string; today: string },
): string | null {
  if (value.trim() === '') {
    return MESSAGES.required;
  }
  if (!isValidDateString(value) || value > MAX_DATE) {
    return MESSAGES.invalidDate;
  }
  if (value <= today) {
    return RENEWAL_DATE_MESSAGES.future;
  }
  return value <= current ? RENEWAL_DATE_MESSAGES.after(current) : null;
}
