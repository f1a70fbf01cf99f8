import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_QUEUE_SEARCH_TOTAL_CAP,
  ADMIN_VISIBLE_STATUSES,
  type TAdminQueueItem,
  type TAdminQueuePage,
  hasDeskFilters,
  type TAdminDeskFilters,
  type TAdminQueueSort,
  type TAdminVisibleStatus,
  type TApplicationKind,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { sqlInteger } from '@/core/db/literals';
import type { TUserRow } from '@/core/users/users';
import { decodeCursor, encodeCursor, type TQueueCursor } from './cursor';
import { deskConditions, resolveDeskFilters } from './queue-filters';
import {
  matchedDoctorsCte,
  searchCtes,
  searchPageIds,
  searchTotalCte,
  type TQueueRanges,
} from './queue-search';

export type TQueueInput = TAdminDeskFilters & {
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
  assigneeId: string | null;
  assigneeName: string | null;
  flagCount: number;
  kind: TApplicationKind;
  lapsedOn: string | null;
  verificationDone: number;
  verificationTotal: number;
  exclusionAlert: boolean;
  routeStep: { name: string; since: string } | null;
};

/** The first page's total, beside each of its rows. */
type TTotalRow = { total: number; capped: boolean };

/** Both drivers (PGlite and node-postgres) answer a raw query with `{ rows }`. */
async function selectRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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

/**
 * Filters every hospital's range shares: submitted rows only (drafts never), the desk's filters,
 * the search's matched doctors (unless `withSearch` is false: the probe checks each row's doctor
 * itself), keyset position.
 */
function sharedConditions(input: TQueueInput, after: TQueueCursor | null, withSearch = true): SQL[] {
  const conditions = [sql`a.submitted_at is not null`, sql`a.status <> 'draft'`, ...deskConditions(input)];
  if (input.q && withSearch) {
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
 * The ranges of the applications_queue_* indexes a page reads: one per hospital in scope (and per
 * status when filtered), each in the page's order after the keyset position.
 */
function queueRanges(input: TQueueInput, after: TQueueCursor | null, withSearch: boolean): TQueueRanges {
  const direction = input.sort === 'submitted-asc' ? sql`asc` : sql`desc`;
  const hasStatus = input.status.length > 0;
  return {
    from: sql`scope s ${hasStatus ? sql`cross join unnest(${textArray(input.status)}) st(status)` : sql``}`,
    key: hasStatus ? sql`s.hospital_id::text || ':' || st.status` : sql`s.hospital_id::text`,
    where: [
      sql`a.hospital_id = s.hospital_id`,
      ...(hasStatus ? [sql`a.status = st.status`] : []),
      ...sharedConditions(input, after, withSearch),
    ],
    order: sql`order by a.submitted_at ${direction}, a.id ${direction}`,
  };
}

/**
 * For each range, the index read up to `take` rows (a lateral join), so a page costs the same at
 * any depth and at any queue size; the outer query keeps the first `take` of those few rows. With a
 * search these are the selective plan's rows (the matched doctors' applications); the dense plan's
 * are the probe's (queue-search.ts).
 */
function pageIdsQuery(input: TQueueInput, after: TQueueCursor | null, take: number): SQL {
  const ranges = queueRanges(input, after, true);
  const selective = sql`select p.id from ${ranges.from}
    cross join lateral (select a.id, a.submitted_at from applications a
      where ${sql.join(ranges.where, sql` and `)} ${ranges.order} limit ${sqlInteger(take)}) p`;
  return input.q ? searchPageIds(selective) : selective;
}

/**
 * The first page's total, as `total` (a number) and `capped` (a boolean). Without a search: the
 * trigger-kept counts (exact, the same cost at any size). With one: the matched doctors'
 * applications counted up to one past the cap (a `limit` inside the count), for the searches the
 * queue's walk could not settle (a rare name: few doctors to count; queue-search.ts).
 */
function totalQuery(input: TQueueInput): SQL {
  const statuses = input.status.length > 0 ? input.status : ADMIN_VISIBLE_STATUSES;
  if (!input.q && hasDeskFilters(input)) {
    // The kept counts know nothing of the desk's filters: the matching rows are counted.
    return sql`select count(*)::int as total, false as capped from applications a
      where a.hospital_id in (select hospital_id from scope) and a.status = any(${textArray(statuses)})
        and ${sql.join(sharedConditions(input, null), sql` and `)}`;
  }
  if (!input.q) {
    return sql`select coalesce(sum(c.total), 0)::int as total, false as capped
      from application_status_counts c
      where c.hospital_id in (select hospital_id from scope) and c.status = any(${textArray(statuses)})`;
  }
  const where = [
    sql`a.doctor_id = m.id`,
    sql`a.hospital_id in (select hospital_id from scope)`,
    sql`a.status = any(${textArray(statuses)})`,
    ...sharedConditions(input, null, false),
  ];
  // Each matched doctor's applications by the doctor's index (`offset 0` keeps the lateral join a
  // lookup per doctor), as the doctors come: the count stops at the cap without reading the rest.
  const cap = sqlInteger(ADMIN_QUEUE_SEARCH_TOTAL_CAP);
  return sql`select least(count(*), ${cap})::int as total, count(*) > ${cap} as capped
    from (select 1 from matched m
      cross join lateral (select 1 from applications a where ${sql.join(where, sql` and `)} offset 0) x
      limit ${sqlInteger(ADMIN_QUEUE_SEARCH_TOTAL_CAP + 1)}) c`;
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
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    flagCount: row.flagCount,
    kind: row.kind,
    lapsedOn: row.lapsedOn,
    verification: { done: row.verificationDone, total: row.verificationTotal },
    exclusionAlert: row.exclusionAlert,
    routeStep: row.routeStep,
  };
}

const ISO_MS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * GET /admin/applications: one keyset page of the admin's queue in one statement. The first page
 * also carries the total: its one row (`t`) is left-joined to the page's rows, so an empty page
 * still answers it, and a search's matching doctors (the materialised CTE) are found once for both.
 * A search picks its page's plan inside the statement (queue-search.ts): a broad one walks the
 * queue's order and checks each row's doctor, a selective one starts from the matching doctors.
 */
export async function listAdminQueue(db: TDb, user: TUserRow, query: TQueueInput): Promise<TAdminQueuePage> {
  const input = resolveDeskFilters(query, user.id);
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const take = input.limit + 1;
  const direction = input.sort === 'submitted-asc' ? sql`asc` : sql`desc`;
  const utc = (column: SQL, format: string) => sql`to_char(${column} at time zone 'UTC', ${sql.raw(format)})`;
  // `lapsedOn`: an appointment that lapsed without a decision (issue 14), this application's or the
  // one it renews, found by the appointments' unique application index. A subquery rather than two
  // more joins: each join widens the planner's search, and planning was most of the page's time.
  const lapsedOn = sql`(select ap.ends_on::text from appointments ap
      where ap.application_id in (a.id, a.previous_application_id) and ap.state = 'lapsed'
      order by ap.ends_on desc limit 1)`;
  // `routeStep`: the decision-route step a file waits at (issue 40), by decision_files' key.
  const routeStep = sql`(select json_build_object('name', s.name, 'since', ${utc(sql`df.since`, ISO_MS)})
      from decision_files df join decision_steps s on s.id = df.step_id
      where df.application_id = a.id and df.state <> 'decided')`;
  const page = sql`select a.id, a.hospital_id as "hospitalId", h.name as "hospitalName", a.status,
      u.id as "doctorId", u.first_name as "firstName", u.last_name as "lastName", u.email,
      ${utc(sql`a.submitted_at`, ISO_MS)} as "submittedAt",
      ${utc(sql`a.updated_at`, ISO_MS)} as "updatedAt",
      ${utc(sql`a.submitted_at`, `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`)} as "cursorAt",
      a.submitted_at as "sortAt", a.assignee_id as "assigneeId",
      asg.first_name || ' ' || asg.last_name as "assigneeName", a.flag_count as "flagCount",
      a.kind, ${lapsedOn} as "lapsedOn", a.verification_done as "verificationDone",
      a.verification_total as "verificationTotal", a.exclusion_alert as "exclusionAlert",
      ${routeStep} as "routeStep"
    from (${pageIdsQuery(input, after, take)}) page
    join applications a on a.id = page.id
    join hospitals h on h.id = a.hospital_id
    join users u on u.id = a.doctor_id
    left join users asg on asg.id = a.assignee_id
    order by a.submitted_at ${direction}, a.id ${direction}
    limit ${sqlInteger(take)}`;
  // The first page's total is a CTE of its own; a search's settles it from the walk it picked its
  // page's plan with, when it can (queue-search.ts).
  let ctes: SQL;
  if (input.q) {
    const ranges = queueRanges(input, after, false);
    const total = after ? sql`` : searchTotalCte(input.q, ranges, totalQuery(input));
    ctes = sql`${matchedDoctorsCte(input.q)}${searchCtes(input.q, ranges, take)}${total}`;
  } else {
    ctes = after ? sql`` : sql`, total as materialized (${totalQuery(input)})`;
  }
  const prelude = sql`${scopeCte(user.id, input.hospitalId)}${ctes}`;
  // Only the first page carries the total.
  const rows = await selectRows<TQueueRow & Partial<TTotalRow>>(
    db,
    after
      ? sql`${prelude} ${page}`
      : sql`${prelude} select p.*, t.total, t.capped from total t
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
