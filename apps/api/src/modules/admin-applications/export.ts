import { AsyncResource } from 'node:async_hooks';
import { Readable, pipeline, type Transform } from 'node:stream';
import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import {
  ADMIN_QUEUE_EXPORT_COLUMNS,
  ADMIN_QUEUE_LIMIT_MAX,
  statusLabel,
  type TAdminQueueItem,
  type TAdminQueuePage,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import type { TUserRow } from '@/core/users/users';
import { listAdminQueue, type TQueueInput } from './queue';

export type TExportInput = Omit<TQueueInput, 'limit' | 'cursor'>;

type TExtras = { id: string; submitted: string; privileges: string | null };

const HEADERS: Record<(typeof ADMIN_QUEUE_EXPORT_COLUMNS)[number], string> = {
  doctor: 'Doctor',
  email: 'Email',
  hospital: 'Hospital',
  status: 'Status',
  submitted: 'Submitted',
  assignee: 'Assignee',
  flags: 'Red flags',
  privileges: 'Privileges',
};

/**
 * What the export adds to a page of the queue, in one statement per page: the submission in the
 * admin's time zone and the requested privileges ("Department: Name", by department then name).
 */
async function readExtras(db: TDb, ids: string[], tz: string): Promise<Map<string, TExtras>> {
  if (ids.length === 0) {
    return new Map();
  }
  const result = (await db.execute(sql`select a.id,
      to_char(a.submitted_at at time zone ${tz}, 'YYYY-MM-DD HH24:MI') as submitted,
      (select string_agg(p.department || ': ' || p.name, '; ' order by p.department, p.name)
        from application_privileges ap join privileges p on p.id = ap.privilege_id
        where ap.application_id = a.id) as privileges
    from applications a where a.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as { rows: TExtras[] };
  return new Map(result.rows.map((row) => [row.id, row]));
}

function toRecord(row: TAdminQueueItem, extras: TExtras | undefined) {
  return {
    doctor: row.doctor.name,
    email: row.doctor.email,
    hospital: row.hospitalName,
    status: statusLabel(row.status),
    submitted: extras?.submitted ?? row.submittedAt,
    assignee: row.assignee?.name ?? '',
    flags: row.flagCount,
    privileges: extras?.privileges ?? '',
  };
}

/**
 * GET /admin/applications/export: every row of the queue the filters select, in its order, as CSV
 * written while it is read (one keyset page of 100 at a time, so memory stays flat). The first page
 * is read before anything is sent, so a refusal is still an error response; the later ones run in
 * the request's scope, so an export whose client has gone stops reading. Cells a spreadsheet would
 * run as formulas are escaped (a doctor typed the names).
 */
export async function streamAdminQueueCsv(
  db: TDb,
  user: TUserRow,
  input: TExportInput,
  onError: (error: Error) => void,
): Promise<Transform> {
  const readPage = AsyncResource.bind((cursor?: string) =>
    listAdminQueue(db, user, { ...input, limit: ADMIN_QUEUE_LIMIT_MAX, cursor }),
  );
  const readPageExtras = AsyncResource.bind((ids: string[]) => readExtras(db, ids, input.tz));
  const first = await readPage();
  async function* records() {
    let page: TAdminQueuePage = first;
    for (;;) {
      const extras = await readPageExtras(page.data.map((row) => row.id));
      for (const row of page.data) {
        yield toRecord(row, extras.get(row.id));
      }
      if (!page.nextCursor) {
        return;
      }
      page = await readPage(page.nextCursor);
    }
  }
  const csv = stringify({
    header: true,
    // The submission's zone is named in its heading: the times are written in the admin's own.
    columns: ADMIN_QUEUE_EXPORT_COLUMNS.map((key) => ({
      key,
      header: key === 'submitted' ? `${HEADERS[key]} (${input.tz})` : HEADERS[key],
    })),
    escape_formulas: true,
    bom: true,
  });
  pipeline(Readable.from(records()), csv, (error) => {
    if (error) {
      onError(error);
    }
  });
  return csv;
}
