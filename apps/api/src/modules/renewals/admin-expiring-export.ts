import { Readable, pipeline, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { statusLabel, type TAdminExpiringDocument } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import type { TUserRow } from '@/core/users/users';
import { listAdminExpiring, type TAdminExpiringInput } from './admin-expiring';

const COLUMNS = [
  { key: 'doctor', header: 'Doctor' },
  { key: 'email', header: 'Email' },
  { key: 'hospital', header: 'Hospital' },
  { key: 'document', header: 'Document' },
  { key: 'expiresOn', header: 'Expires on' },
  { key: 'daysLeft', header: 'Days left' },
  { key: 'status', header: 'Application status' },
];

function toRecord(row: TAdminExpiringDocument) {
  return {
    doctor: row.doctor.name,
    email: row.doctor.email,
    hospital: row.hospitalName,
    document: row.label,
    expiresOn: row.expiresOn,
    daysLeft: row.daysLeft,
    status: statusLabel(row.status),
  };
}

/**
 * GET /admin/expiring/export: the office's list as CSV, in the page's order. The list is read before
 * anything is sent (a refusal is still an error response), then written row by row through
 * csv-stringify. Cells a spreadsheet would run as formulas are escaped (doctors typed the names).
 */
export async function streamAdminExpiringCsv(
  db: TDb,
  user: TUserRow,
  input: TAdminExpiringInput,
  onError: (error: Error) => void,
): Promise<Transform> {
  const { data } = await listAdminExpiring(db, user, input);
  const csv = stringify({ header: true, columns: COLUMNS, escape_formulas: true, bom: true });
  pipeline(Readable.from(data.map(toRecord)), csv, (error) => {
    if (error) {
      onError(error);
    }
  });
  return csv;
}
