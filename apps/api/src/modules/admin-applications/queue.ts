import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_QUEUE_SEARCH_TOTAL_CAP,
  ADMIN_VISIBLE_STATUSES,
  type TAdminQueueItem,
  type TAdminQueuePage,
  type TAdminQueueSort,
  type TAdminVisibleStatus,
} from '@docapply/contracts';
import type { TDb } from '@/db/client';
import type { TUserRow } from '@/modules/users/users';
import { decodeCursor, encodeCursor, type TQueueCursor } from './cursor';

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

/** The first page's total, beside each of its rows. */
type TTotalRow = { total: number; capped: boolean };

/** Both drivers (PGlite and node-postgres) answer a raw query with `{ rows }`. */
async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The doctors a search matches, found once per statement (a materialised CTE) through the trigram
 * indexes on users (migration 0005): any part of the name, or the start of the email, any case
 * (emails are stored lower-cased).
 */
function matchedDoctors(q: string | undefined): SQL {
  if (!q) {
    return sql``;
  }
  const text = escapeLike(q.toLowerCase());
  return sql`, matched as materialized (select u.id from users u
    where lower(u.first_name || ' ' || u.last_name) like ${`%${text}%`} or u.email like ${`${text}%`})`;
}

/**
 * The hospitals to look at, inside the statement: the admin's own, narrowed to `hospitalId` when
 * given (another hospital's id narrows to nothing, so the answer is an empty list rather than
 * whether that hospital has applications).
 */
function scopeCte(userId: string, hospitalId: string | undefined): SQL {
  // Note: only the caller's hospitals are ever read.
  return sql`with scope as (select ha.hospital_id from hospital_admins ha
    where ha.user_id = ${userId}${hospitalId ? sql` and ha.hospital_id = ${hospitalId}` : sql``})`;
}

/** Filters every hospital's range shares: submitted rows only (drafts never), search, keyset position. */
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

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * For each hospital in scope (and each status when filtered), an ordered range of the
 * applications_queue_* indexes read up to `take` rows (a lateral join), so a page costs the same
 * at any depth and at any queue size; the outer query keeps the first `take` of those few rows.
 */
function pageIdsQuery(input: TQueueInput, after: TQueueCursor | null, take: number): SQL {
  const direction = input.sort === 'submitted-asc' ? sql`asc` : sql`desc`;
  const order = sql`order by a.submitted_at ${direction}, a.id ${direction}`;
  const hasStatus = input.status.length > 0;
  const where = [
    sql`a.hospital_id = s.hospital_id`,
    ...(hasStatus ? [sql`a.status = st.status`] : []),
    ...sharedConditions(input, after),
  ];
  return sql`select p.id from scope s
    ${hasStatus ? sql`cross join unnest(${textArray(input.status)}) st(status)` : sql``}
    cross join lateral (select a.id, a.submitted_at from applications a
      where ${sql.join(where, sql` and `)} ${order} limit ${take}) p`;
}

/**
 * The first page's total, as `total` (a number) and `capped` (a boolean). Without a search: the
 * trigger-kept counts (exact, the same cost at any size). With one: the matching applications
 * counted up to one past the cap (a `limit` inside the count), so a broad search stops counting
 * there instead of counting every match on every first page.
 */
function totalQuery(input: TQueueInput): SQL {
  const statuses = input.status.length > 0 ? input.status : ADMIN_VISIBLE_STATUSES;
  if (!input.q) {
    return sql`select coalesce(sum(c.total), 0)::int as total, false as capped
      from application_status_counts c
      where c.hospital_id in (select hospital_id from scope) and c.status = any(${textArray(statuses)})`;
  }
  const where = [
    sql`a.hospital_id in (select hospital_id from scope)`,
    sql`a.status = any(${textArray(statuses)})`,
    ...sharedConditions(input, null),
  ];
  return sql`select least(count(*), ${ADMIN_QUEUE_SEARCH_TOTAL_CAP}::int)::int as total,
      count(*) > ${ADMIN_QUEUE_SEARCH_TOTAL_CAP}::int as capped
    from (select 1 from applications a where ${sql.join(where, sql` and `)}
      limit ${ADMIN_QUEUE_SEARCH_TOTAL_CAP + 1}::int) m`;
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

/**
 * GET /admin/applications: one keyset page of the admin's queue in one statement. The first page
 * also carries the total: its one row (`t`) is left-joined to the page's rows, so an empty page
 * still answers it, and a search's matching doctors (the materialised CTE) are found once for both.
 */
export async function listAdminQueue(db: TDb, user: TUserRow, input: TQueueInput): Promise<TAdminQueuePage> {
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const take = input.limit + 1;
  const direction = input.sort === 'submitted-asc' ? sql`asc` : sql`desc`;
  const utc = (column: SQL, format: string) => sql`to_char(${column} at time zone 'UTC', ${sql.raw(format)})`;
  const page = sql`select a.id, a.hospital_id as "hospitalId", h.name as "hospitalName", a.status,
      u.id as "doctorId", u.first_name as "firstName", u.last_name as "lastName", u.email,
      ${utc(sql`a.submitted_at`, ISO_MS)} as "submittedAt",
      ${utc(sql`a.updated_at`, ISO_MS)} as "updatedAt",
      ${utc(sql`a.submitted_at`, `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`)} as "cursorAt",
      a.submitted_at as "sortAt"
    from (${pageIdsQuery(input, after, take)}) page
    join applications a on a.id = page.id
    join hospitals h on h.id = a.hospital_id
    join users u on u.id = a.doctor_id
    order by a.submitted_at ${direction}, a.id ${direction}
    limit ${take}`;
  const prelude = sql`${scopeCte(user.id, input.hospitalId)}${matchedDoctors(input.q)}`;
  // Only the first page carries the total.
  const rows = await selectRows<TQueueRow & Partial<TTotalRow>>(
    db,
    after
      ? sql`${prelude} ${page}`
      : sql`${prelude} select p.*, t.total, t.capped from (${totalQuery(input)}) t
          left join (${page}) p on true
          order by p."sortAt" ${direction}, p.id ${direction}`,
  );
  const found = rows.filter((row) => row.id !== null);
  const hasMore = found.length > input.limit;
  const pageRows = hasMore ? found.slice(0, input.limit) : found;
  const last = pageRows.at(-1);
  const result: TAdminQueuePage = {
    data: pageRows.map(toItem),
    nextCursor: hasMore && last ? encodeCursor({ submittedAt: last.cursorAt, id: last.id }) : null,
  };
  if (!after) {
    result.total = Number(rows[0]?.total ?? 0);
    // Said only when capped: an exact total keeps the page's earlier shape.
    if (rows[0]?.capped === true) {
      result.totalIsCapped = true;
    }
  }
  return result;
}
