import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { OPPE_IMPORT_COLUMNS, OPPE_MESSAGES } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { AppError } from '@/lib/app-error';
import { readRow, type TStagedRow } from './parse-row';

/** Rows per insert: a few hundred kB of JSON, unpacked by the database. */
const BATCH_ROWS = 5_000;
// A record longer than this is not an indicator's row (an unclosed quote swallowing the file).
const MAX_RECORD_BYTES = 4 * 1024;

/** csv-parse's refusals of a row, in words (any other: "cannot be read as CSV"). */
const CSV_REASONS: Partial<Record<string, string>> = {
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'the row does not have as many values as the header has columns',
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is not closed properly',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value is not closed properly',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value is not closed properly',
  INVALID_OPENING_QUOTE: 'a value has a quote inside it',
  CSV_MAX_RECORD_SIZE: 'the row is too long',
};

const malformed = (line: number, reason: string) =>
  new AppError('BAD_REQUEST', { message: OPPE_MESSAGES.csvMalformed(line, reason) });

function readHeader(record: string[]): string[] {
  const header = record.map((name) => name.trim().toLowerCase());
  const missing = OPPE_IMPORT_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    throw new AppError('BAD_REQUEST', { message: OPPE_MESSAGES.csvHeader(missing) });
  }
  return header;
}

async function insertBatch(db: TDb, importId: string, rows: TStagedRow[]): Promise<void> {
  await db.execute(sql`
    insert into oppe_import_rows (import_id, line, npi, indicator_key, period, period_starts_on,
      period_ends_on, numerator, denominator, error_field, error)
    select ${importId}, x.line, x.npi, x."indicatorKey", x.period, x."periodStartsOn", x."periodEndsOn",
      x.numerator, x.denominator, x."errorField", x.error
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(line int, npi text, "indicatorKey" text,
      period text, "periodStartsOn" date, "periodEndsOn" date, numerator float8, denominator float8,
      "errorField" text, error text)`);
}

/**
 * Reads an OPPE CSV as it streams in, each row into `oppe_import_rows` in batches, so memory stays
 * flat whatever the file's length. A file that is not CSV with the columns (its header, an unclosed
 * quote) is refused at once (400 with the line); a row's own mistakes are kept with it. Returns the
 * rows read.
 */
export async function stageOppeCsv(db: TDb, importId: string, input: Readable): Promise<number> {
  const parser = parse({ bom: true, skip_empty_lines: true, info: true, max_record_size: MAX_RECORD_BYTES });
  const piping = pipeline(input, parser);
  // An input's failure also ends the iteration below, which reports it.
  piping.catch(() => undefined);
  let header: string[] | null = null;
  let batch: TStagedRow[] = [];
  let rowsRead = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!header) {
        header = readHeader(record);
        continue;
      }
      const cells: Record<string, string> = {};
      header.forEach((name, index) => {
        cells[name] = record[index] ?? '';
      });
      batch.push(readRow(info.lines, cells));
      rowsRead += 1;
      if (batch.length === BATCH_ROWS) {
        await insertBatch(db, importId, batch);
        batch = [];
      }
    }
  } catch (error) {
    throw error instanceof CsvError
      ? malformed(
          typeof error.lines === 'number' ? error.lines : 0,
          CSV_REASONS[error.code] ?? 'the row cannot be read as CSV',
        )
      : error;
  }
  await piping;
  if (batch.length > 0) {
    await insertBatch(db, importId, batch);
  }
  if (rowsRead === 0) {
    throw new AppError('BAD_REQUEST', { message: OPPE_MESSAGES.csvEmpty });
  }
  return rowsRead;
}
