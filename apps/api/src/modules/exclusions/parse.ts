import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DATE_FORMAT } from '@docapply/rules';
import type { TExclusionSource } from '@docapply/contracts';
import { AppError } from '@/lib/app-error';
import { toNameKey } from '@/modules/verification';
import { REQUIRED_COLUMNS, getListLabel } from './columns';

dayjs.extend(customParseFormat);

/**
 * One individual of a list, ready to insert: the keys screening reads and the row unchanged, as
 * column → value. Kept as one JSON text per row, so a 70,000-row list stays a few tens of MB.
 */
export type TParsedList = { source: TExclusionSource; rowCount: number; rowsJson: string[] };

type TDateReader = (value: string, format: string, line: number, column: string) => string | null;
type TRowReader = (row: Record<string, string>, line: number, readDate: TDateReader) => TEntryKeys | null;
type TEntryKeys = {
  npi: string | null;
  firstKey: string;
  lastKey: string;
  dateOfBirth: string | null;
  /** From this day the entry no longer excludes (the import keeps it when on or before the list's date). */
  reinstatedOn: string | null;
};

// A record longer than this is not a list's row (an unclosed quote swallowing the file).
const MAX_RECORD_BYTES = 64 * 1024;

function malformed(line: number, reason: string): AppError {
  return new AppError('BAD_REQUEST', { message: `Line ${line}: ${reason}. Nothing was imported.` });
}

/**
 * Reads a list's dates as YYYY-MM-DD: empty or all zeros is "none", anything else not a real day in
 * `format` makes the row malformed. Remembered per text, since a list repeats its dates thousands of
 * times and a strict parse costs more than the rest of the row.
 */
function createDateReader(): TDateReader {
  const known = new Map<string, string>();
  return (value, format, line, column) => {
    const trimmed = value.trim();
    if (trimmed === '' || /^0+$/.test(trimmed) || trimmed.toLowerCase() === 'indefinite') {
      return null;
    }
    const cached = known.get(`${format}|${trimmed}`);
    if (cached) {
      return cached;
    }
    const date = dayjs(trimmed, format, true);
    if (!date.isValid()) {
      throw malformed(line, `${column} "${trimmed}" is not a date (${format})`);
    }
    const iso = date.format(DATE_FORMAT);
    known.set(`${format}|${trimmed}`, iso);
    return iso;
  };
}

/** An NPI, or null for the lists' "no NPI" (empty, or all zeros). */
function readNpi(value: string | undefined): string | null {
  const npi = (value ?? '').trim();
  return npi === '' || /^0+$/.test(npi) ? null : npi;
}

/** LEIE: individuals only (a business has no LASTNAME/FIRSTNAME); REINDATE set means reinstated. */
const readLeieRow: TRowReader = (row, line, readDate) => {
  if (row.LASTNAME.trim() === '' && row.FIRSTNAME.trim() === '') {
    return null;
  }
  return {
    npi: readNpi(row.NPI),
    firstKey: toNameKey(row.FIRSTNAME ?? ''),
    lastKey: toNameKey(row.LASTNAME ?? ''),
    dateOfBirth: readDate(row.DOB, 'YYYYMMDD', line, 'DOB'),
    reinstatedOn: readDate(row.REINDATE, 'YYYYMMDD', line, 'REINDATE'),
  };
};

/**
 * SAM: individuals only (firms, vessels and special entities are left out). The extract has no date
 * of birth. A termination date on or before the list's date means the exclusion has ended; a later
 * one is still an exclusion until then (the next monthly import reads it again).
 */
const readSamRow: TRowReader = (row, line, readDate) => {
  if (row.Classification.trim().toLowerCase() !== 'individual') {
    return null;
  }
  return {
    npi: readNpi(row.NPI),
    firstKey: toNameKey(row.First ?? ''),
    lastKey: toNameKey(row.Last ?? ''),
    dateOfBirth: null,
    reinstatedOn: readDate(row['Termination Date'], 'MM/DD/YYYY', line, 'Termination Date'),
  };
};

const ROW_READERS: Record<TExclusionSource, TRowReader> = { oig: readLeieRow, sam: readSamRow };

function checkHeader(source: TExclusionSource, header: string[]): void {
  const present = new Set(header.map((name) => name.trim()));
  const missing = REQUIRED_COLUMNS[source].filter((name) => !present.has(name));
  if (missing.length > 0) {
    throw new AppError('BAD_REQUEST', {
      message:
        `This is not the ${getListLabel(source)} file: its header lacks the column` +
        `${missing.length === 1 ? '' : 's'} ${missing.join(', ')}. Nothing was imported.`,
    });
  }
}

/** csv-parse's refusals of a row, in words (any other: "cannot be read as CSV"). */
const CSV_REASONS: Partial<Record<string, string>> = {
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'the row does not have as many values as the header has columns',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'the row does not have as many values as the header has columns',
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is not closed properly',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value is not closed properly',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value is not closed properly',
  INVALID_OPENING_QUOTE: 'a value has a quote inside it',
  CSV_MAX_RECORD_SIZE: 'the row is too long',
};

function toCsvError(error: CsvError): AppError {
  const line = typeof error.lines === 'number' ? error.lines : 0;
  return malformed(line, CSV_REASONS[error.code] ?? 'the row cannot be read as CSV');
}

/**
 * Reads a list's CSV as it streams in (an upload or a download): checks the header, keeps the
 * individuals and refuses the whole file at its first malformed row (400 with the line number), so
 * nothing is replaced by half a list.
 */
export async function parseExclusionList(source: TExclusionSource, input: Readable): Promise<TParsedList> {
  const readRow = ROW_READERS[source];
  const readDate = createDateReader();
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  const piping = pipeline(input, parser);
  // An input's failure also ends the iteration below, which reports it.
  piping.catch(() => undefined);
  let header: string[] | null = null;
  const rowsJson: string[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!header) {
        header = record;
        checkHeader(source, header);
        continue;
      }
      const row: Record<string, string> = {};
      header.forEach((name, index) => {
        row[name.trim()] = record[index];
      });
      const keys = readRow(row, info.lines, readDate);
      if (keys) {
        rowsJson.push(JSON.stringify({ ...keys, record: row }));
      }
    }
  } catch (error) {
    throw error instanceof CsvError ? toCsvError(error) : error;
  }
  await piping;
  if (!header) {
    throw new AppError('BAD_REQUEST', { message: 'The file is empty. Nothing was imported.' });
  }
  if (rowsJson.length === 0) {
    // A list without a single individual is a wrong file, not a month without exclusions.
    throw new AppError('BAD_REQUEST', {
      message: `The file lists no individuals. Nothing was imported: the current ${getListLabel(source)} list stays.`,
    });
  }
  return { source, rowCount: rowsJson.length, rowsJson };
}
