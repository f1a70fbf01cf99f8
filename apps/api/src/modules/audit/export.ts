import { Readable, pipeline, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { AUDIT_EXPORT_MAX_ROWS, getPlatformAuditActionLabel } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import type { TKeysetPosition } from '@/lib/keyset-cursor';
import { readAuditRows, type TAuditFilters } from './platform-audit';

/** Rows read per statement: memory stays flat however long the export. */
const BATCH_SIZE = 1000;

const COLUMNS = [
  { key: 'createdAt', header: 'Date (UTC)' },
  { key: 'actorLabel', header: 'Who' },
  { key: 'actorId', header: 'Account id' },
  { key: 'action', header: 'Action' },
  { key: 'actionLabel', header: 'Action (words)' },
  { key: 'entity', header: 'Entity' },
  { key: 'entityId', header: 'Entity id' },
  { key: 'hospitalName', header: 'Hospital' },
  { key: 'hospitalId', header: 'Hospital id' },
  { key: 'applicationId', header: 'Application id' },
  { key: 'before', header: 'Before' },
  { key: 'after', header: 'After' },
  { key: 'data', header: 'Details' },
  { key: 'ip', header: 'IP address' },
];

const toJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

async function* readAllRows(db: TDb, filters: TAuditFilters, maxRows: number) {
  let before: TKeysetPosition | null = null;
  let written = 0;
  while (written < maxRows) {
    const rows = await readAuditRows(db, {
      filters,
      before,
      limit: Math.min(BATCH_SIZE, maxRows - written),
    });
    for (const { entry } of rows) {
      yield {
        ...entry,
        actorLabel: entry.actorLabel ?? (entry.actorId ? '' : 'No account'),
        actionLabel: getPlatformAuditActionLabel(entry.action),
        before: toJson(entry.before),
        after: toJson(entry.after),
        data: toJson(entry.data),
      };
    }
    written += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) {
      return;
    }
    before = last.position;
  }
}

/**
 * GET /platform/audit/export: the filtered trail as CSV, newest first, written while it is read (a
 * batch at a time), at most `maxRows` rows. Cells a spreadsheet would run as formulas are escaped.
 */
export function streamAuditCsv(
  db: TDb,
  filters: TAuditFilters,
  { maxRows = AUDIT_EXPORT_MAX_ROWS, onError }: { maxRows?: number; onError: (error: Error) => void },
): Transform {
  const csv = stringify({ header: true, columns: COLUMNS, escape_formulas: true, bom: true });
  pipeline(Readable.from(readAllRows(db, filters, maxRows)), csv, (error) => {
    if (error) {
      onError(error);
    }
  });
  return csv;
}
