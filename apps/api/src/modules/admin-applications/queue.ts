import { sql, type SQL } from 'drizzle-orm';
import type {
  TAdminQueueItem,
  TAdminQueuePage,
  TAdminQueueSort,
  TAdminVisibleStatus,
} from '@docapply/contracts';
import type { TDb } from '@/db/client';
import type { TUserRow } from '@/modules/users/users';
import { decodeCursor, encodeCursor, type TQueueCursor } from './cursor';
import { resolveHospitalScope } from './scope';

export type TQueueInput = {
  status: TAdminVisibleStatus[];
  hospitalId?: string;
  q?: string;
  sort: TAdminQueueSort;
  limit: number;
  cursor?: string;
};

type TQueueRow = {
  id: string;
  hospitalId: string;
  hospitalName: string;
  status: TAdminVisibleStatus;
  doctorId: string;
  firstName: string;
  lastName: string;
  email: string;
  submittedAt: string;
  updatedAt: string;
  cursorAt: string;
};

/** Both drivers (PGlite and node-postgres) answer a raw query with `{ rows }`. */
async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The doctors a search matches, found once per statement (a materialised CTE) however many
 * hospital branches read it: name as a substring, email by its start, any case (emails are
 * stored lower-cased). Without pg_trgm this is one pass over users (see the queue benchmark).
 */
function matchedDoctors(q: string | undefined): SQL {
  if (!q) {
    return sql``;
  }
  const text = escapeLike(q.toLowerCase());
  return sql`with matched as materialized (select u.id from users u
    where lower(u.first_name || ' ' || u.last_name) like ${`%${text}%`} or u.email like ${`${text}%`}) `;
}

/** Filters every branch shares: submitted rows only (drafts never), search, keyset position. */
function sharedConditions(input: TQueueInput, after: TQueueCursor | null): SQL[] {
  const conditions = [sql`a.submitted_at is not null`, sql`a.status <> 'draft'`];
  if (input.q) {
    conditions.push(sql`a.doctor_id in (select id from matched)`);
  }
  if (after) {
    const position = sql`(${after.submittedAt}::timestamptz, ${after.id}::uuid)`;
    conditions.push(
      input.sort === 'submitted-asc'
        ? sql`(a.submitted_at, a.id) > ${position}`
        : sql`(a.submitted_at, a.id) < ${position}`,
    );
  }
  return conditions;
}

function list(values: string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/**
 * One branch per hospital (and per status when filtered): each is an ordered range of the
 * applications_queue_* indexes read up to `limit` rows, so a page costs the same at any depth and
 * at any queue size; the union then keeps the first `limit` of those few rows.
 */
function pageIdsQuery(hospitalIds: string[], input: TQueueInput, after: TQueueCursor | null, take: number) {
  const direction = input.sort === 'submitted-asc' ? sql`asc` : sql`desc`;
  const order = sql`order by submitted_at ${direction}, id ${direction}`;
  const shared = sharedConditions(input, after);
  const statuses: (TAdminVisibleStatus | null)[] = input.status.length > 0 ? input.status : [null];
  const branches = hospitalIds.flatMap((hospitalId) =>
    statuses.map((status) => {
      const where = [
        sql`a.hospital_id = ${hospitalId}`,
        ...(status ? [sql`a.status = ${status}`] : []),
        ...shared,
      ];
      return sql`(select a.id, a.submitted_at from applications a
        where ${sql.join(where, sql` and `)} ${order} limit ${take})`;
    }),
  );
  return sql`${matchedDoctors(input.q)}select id, submitted_at
    from (${sql.join(branches, sql` union all `)}) branch ${order} limit ${take}`;
}

async function countMatching(db: TDb, hospitalIds: string[], input: TQueueInput): Promise<number> {
  const where = [
    sql`a.hospital_id in (${list(hospitalIds)})`,
    ...(input.status.length > 0 ? [sql`a.status in (${list(input.status)})`] : []),
    ...sharedConditions(input, null),
  ];
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`${matchedDoctors(input.q)}select count(*)::int as total from applications a
      where ${sql.join(where, sql` and `)}`,
  );
  return Number(row?.total ?? 0);
}

function toItem(row: TQueueRow): TAdminQueueItem {
  return {
    id: row.id,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    status: row.status,
    doctor: { id: row.doctorId, name: `${row.firstName} ${row.lastName}`, email: row.email },
    submittedAt: row.submittedAt,
    updatedAt: row.updatedAt,
  };
}

const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** GET /admin/applications: one keyset page of the admin's queue. */
export async function listAdminQueue(db: TDb, user: TUserRow, input: TQueueInput): Promise<TAdminQueuePage> {
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const hospitalIds = await resolveHospitalScope(db, user.id, input.hospitalId);
  if (hospitalIds.length === 0) {
    return { data: [], nextCursor: null, ...(after ? {} : { total: 0 }) };
  }
  // The total costs a count over the filtered rows: only the first page carries it.
  const total = after ? undefined : await countMatching(db, hospitalIds, input);
  const take = input.limit + 1;
  const direction = input.sort === 'submitted-asc' ? sql`asc` : sql`desc`;
  const utc = (column: SQL, format: string) => sql`to_char(${column} at time zone 'UTC', ${sql.raw(format)})`;
  const rows = await selectRows<TQueueRow>(
    db,
    sql`
    select a.id, a.hospital_id as "hospitalId", h.name as "hospitalName", a.status,
      u.id as "doctorId", u.first_name as "firstName", u.last_name as "lastName", u.email,
      ${utc(sql`a.submitted_at`, ISO_MS)} as "submittedAt",
      ${utc(sql`a.updated_at`, ISO_MS)} as "updatedAt",
      ${utc(sql`a.submitted_at`, `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`)} as "cursorAt"
    from (${pageIdsQuery(hospitalIds, input, after, take)}) page
    join applications a on a.id = page.id
    join hospitals h on h.id = a.hospital_id
    join users u on u.id = a.doctor_id
    order by a.submitted_at ${direction}, a.id ${direction}`,
  );
  const hasMore = rows.length > input.limit;
  const pageRows = hasMore ? rows.slice(0, input.limit) : rows;
  const last = pageRows.at(-1);
  return {
    data: pageRows.map(toItem),
    nextCursor: hasMore && last ? encodeCursor({ submittedAt: last.cursorAt, id: last.id }) : null,
    total,
  };
}
