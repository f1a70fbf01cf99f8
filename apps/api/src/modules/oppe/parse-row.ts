import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { OPPE_MESSAGES } from '@docapply/contracts';
import { DATE_FORMAT, isValidNpi } from '@docapply/rules';

dayjs.extend(customParseFormat);

/** One CSV row as the staging table takes it: the text read, the values parsed, its first error. */
export type TStagedRow = {
  line: number;
  npi: string;
  indicatorKey: string;
  period: string;
  periodStartsOn: string | null;
  periodEndsOn: string | null;
  numerator: number | null;
  denominator: number | null;
  errorField: string | null;
  error: string | null;
};

// Longer values are not an NPI, a key or a period: kept cut, with the row's error.
const MAX_TEXT = 200;
const AMOUNT = /^\d+(\.\d+)?$/;
const MONTHS = /^(\d{4}-\d{2})\.\.(\d{4}-\d{2})$/;

type TPeriod = { startsOn: string; endsOn: string | null };
const KNOWN_PERIODS_MAX = 1000;
const knownPeriods = new Map<string, TPeriod | null>();

const isDay = (text: string) => dayjs(text, DATE_FORMAT, true).isValid();
const isMonth = (text: string) => dayjs(text, 'YYYY-MM', true).isValid();

/**
 * The period: a cycle's first day (YYYY-MM-DD), or its first and last months (YYYY-MM..YYYY-MM),
 * read as that first day and the last month's last day; null when it is neither.
 */
export function readPeriod(text: string): TPeriod | null {
  // Remembered per text: a file repeats its few periods on every row, and a strict parse costs
  // more than the rest of the row.
  if (!knownPeriods.has(text)) {
    if (knownPeriods.size >= KNOWN_PERIODS_MAX) {
      knownPeriods.clear();
    }
    knownPeriods.set(text, parsePeriod(text));
  }
  return knownPeriods.get(text) ?? null;
}

function parsePeriod(text: string): TPeriod | null {
  if (isDay(text)) {
    return { startsOn: text, endsOn: null };
  }
  const months = MONTHS.exec(text);
  if (months && isMonth(months[1]) && isMonth(months[2]) && months[1] <= months[2]) {
    return {
      startsOn: `${months[1]}-01`,
      endsOn: dayjs(`${months[2]}-01`).endOf('month').format(DATE_FORMAT),
    };
  }
  return null;
}

function readAmount(text: string): number | null | undefined {
  if (text === '') {
    return null;
  }
  return AMOUNT.test(text) && text.length <= 20 ? Number(text) : undefined;
}

/**
 * Reads a row's values by the header's columns and checks what needs no database: the NPI's form
 * and check digit, the period's form, numbers of 0 or more. The rest (who, which indicator and
 * cycle, a rate's denominator) is checked set-based once every row is staged (import.ts).
 */
export function readRow(line: number, cells: Record<string, string>): TStagedRow {
  const text = (name: string) => (cells[name] ?? '').trim().slice(0, MAX_TEXT);
  const row: TStagedRow = {
    line,
    npi: text('npi'),
    indicatorKey: text('indicator').toLowerCase(),
    period: text('period'),
    periodStartsOn: null,
    periodEndsOn: null,
    numerator: null,
    denominator: null,
    errorField: null,
    error: null,
  };
  const fail = (field: string, message: string) => {
    row.errorField ??= field;
    row.error ??= message;
  };
  if (!isValidNpi(row.npi)) {
    fail('npi', OPPE_MESSAGES.rowNpi);
  }
  if (row.indicatorKey === '') {
    fail('indicator', OPPE_MESSAGES.rowIndicator);
  }
  const period = readPeriod(row.period);
  if (period) {
    row.periodStartsOn = period.startsOn;
    row.periodEndsOn = period.endsOn;
  } else {
    fail('period', OPPE_MESSAGES.rowPeriod);
  }
  const numerator = readAmount(text('numerator'));
  if (numerator === undefined || numerator === null) {
    fail('numerator', OPPE_MESSAGES.numberFormat);
  } else {
    row.numerator = numerator;
  }
  const denominator = readAmount(text('denominator'));
  if (denominator === undefined) {
    fail('denominator', OPPE_MESSAGES.numberFormat);
  } else {
    row.denominator = denominator;
  }
  return row;
}
