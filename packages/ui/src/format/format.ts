import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_TIME_DISPLAY_FORMAT } from '@docapply/rules';

/** What a list shows for a date that is not there (not submitted yet, never sent). */
export const NO_VALUE = '—';

// The spec's pages are in US English: numbers and plurals follow its rules, not the browser's.
const LOCALE = 'en-US';

/** Made on first use: the first Intl object of a page costs tens of milliseconds on a phone. */
function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

const WHOLE = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const ONE_DECIMAL = onFirstUse(
  () => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const PLURAL_RULES = onFirstUse(() => new Intl.PluralRules(LOCALE));

/**
 * Makes the number formats now (usePreparedNumberFormats calls it while a page waits for its
 * data): the first costs a phone about 0.1 s, which would otherwise fall in the page's drawing.
 */
export function prepareNumberFormats(): void {
  WHOLE();
  ONE_DECIMAL();
  PLURAL_RULES();
}

type TDateInput = string | number | Date | null | undefined;

function formatWith(value: TDateInput, format: string): string {
  if (value === null || value === undefined) {
    return NO_VALUE;
  }
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : NO_VALUE;
}

/** A day, as lists show it: MM/DD/YYYY, or a dash when there is none. */
export function formatDay(value: TDateInput): string {
  return formatWith(value, DATE_DISPLAY_FORMAT);
}

/** A moment to the second: MM/DD/YYYY HH:mm:ss, or a dash when there is none. */
export function formatMoment(value: TDateInput): string {
  return formatWith(value, DATE_TIME_DISPLAY_FORMAT);
}

/** "1,204": a whole number as the pages write it. */
export function formatNumber(value: number): string {
  return WHOLE().format(value);
}

const KB = 1024;
const MB = 1024 * 1024;

/** "240 KB", "3.2 MB": file sizes as people read them (anything under 1 KB reads as 1 KB). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) {
    return `${formatNumber(Math.max(1, Math.round(bytes / KB)))} KB`;
  }
  return `${ONE_DECIMAL().format(bytes / MB)} MB`;
}

/** A noun's forms by plural category; English needs `one` and `other`. */
export type TNounForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * "1 application", "12 applications", "1,204 messages": a count with its noun in the form the
 * language's plural rules pick. A plain string is a regular English noun (an "s" is added).
 */
export function formatCount(count: number, noun: string | TNounForms): string {
  const forms = typeof noun === 'string' ? { one: noun, other: `${noun}s` } : noun;
  const word = forms[PLURAL_RULES().select(count)] ?? forms.other;
  return `${formatNumber(count)} ${word}`;
}
