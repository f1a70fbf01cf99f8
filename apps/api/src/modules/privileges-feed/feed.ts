import { Readable, pipeline, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { z } from 'zod';
import { WEBHOOK_MESSAGES, type TFeedPage, type TFeedQuery } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { AppError } from '@/lib/app-error';
import { findFeedRows } from './rows';

/** Rows read per statement by the CSV: memory stays flat however many privileges a hospital has. */
const CSV_BATCH = 1000;

const ZPosition = z.tuple([z.uuid(), z.uuid()]);

const encodeCursor = (position: [string, string]) =>
  Buffer.from(JSON.stringify(position)).toString('base64url');

/** Anything that is not a cursor this API wrote is 400, the `cursor` field named, and never reaches SQL. */
function decodeCursor(cursor: string): [string, string] {
  try {
    return ZPosition.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('BAD_REQUEST', {
      message: WEBHOOK_MESSAGES.badCursor,
      fields: { cursor: WEBHOOK_MESSAGES.badCursor },
    });
  }
}

/**
 * GET /feed/privileges.json: a page of the hospital's current privileges, keyset-paged by holding
 * and privilege (a page never repeats or skips a row while others are granted or end).
 */
export async function getFeedPage(
  db: TDb,
  { hospitalId, query }: { hospitalId: string; query: TFeedQuery },
): Promise<TFeedPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await findFeedRows(db, { hospitalId, after, limit: query.limit + 1 });
  const data = rows.slice(0, query.limit);
  const last = data.at(-1);
  return {
    data,
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.sourceId, last.privilegeId]) : null,
  };
}

const COLUMNS = [
  { key: 'practitionerId', header: 'practitioner_id' },
  { key: 'practitionerName', header: 'practitioner_name' },
  { key: 'npi', header: 'npi' },
  { key: 'privilegeCode', header: 'privilege_code' },
  { key: 'privilegeName', header: 'privilege_name' },
  { key: 'department', header: 'department' },
  { key: 'conditionKinds', header: 'condition_kinds' },
  { key: 'conditions', header: 'conditions' },
  { key: 'startsOn', header: 'starts_on' },
  { key: 'endsOn', header: 'ends_on' },
  { key: 'isTemporary', header: 'temporary' },
  { key: 'privilegeId', header: 'privilege_version_id' },
  { key: 'sourceId', header: 'source_id' },
  // Last, so a reader that counts columns from before suspensions reads the same cells.
  { key: 'status', header: 'status' },
];

async function* readAllRows(db: TDb, hospitalId: string) {
  let after: [string, string] | null = null;
  for (;;) {
    const rows = await findFeedRows(db, { hospitalId, after, limit: CSV_BATCH });
    for (const row of rows) {
      yield {
        ...row,
        npi: row.npi ?? '',
        conditionKinds: row.conditions?.kinds.join(' ') ?? '',
        conditions: row.conditions?.text ?? '',
        isTemporary: row.isTemporary ? 'true' : 'false',
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) {
      return;
    }
    after = [last.sourceId, last.privilegeId];
  }
}

/**
 * GET /feed/privileges.csv: every current privilege, written while it is read (a batch at a time).
 * Cells a spreadsheet would run as formulas are escaped (practitioners typed their names).
 */
export function streamFeedCsv(
  db: TDb,
  { hospitalId, onError }: { hospitalId: string; onError: (error: Error) => void },
): Transform {
  const csv = stringify({ header: true, columns: COLUMNS, escape_formulas: true });
  pipeline(Readable.from(readAllRows(db, hospitalId)), csv, (error) => {
    if (error) {
      onError(error);
    }
  });
  return csv;
}
