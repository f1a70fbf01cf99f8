import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_QUEUE_SEARCH_TOTAL_CAP } from '@docapply/contracts';
import { sqlInteger } from '@/core/db/literals';

/**
 * How many rows of each range a walk reads per row it wants: the walk gives up when a range holds
 * fewer than one match in this many rows, so a search is "dense" from about 1 doctor in 20 (a
 * common surname, a first name).
 */
const PROBE_PAGES = 20;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Whether a doctor matches a search: any part of the name ("first last", lower case), or the start
 * of the email, any case (emails are stored lower-cased). `emailRange` adds the prefix as a range
 * of the email's b-tree in pattern order (migration 0013), which a plan made without the values
 * can read: a `like` reads that index only when its pattern is known while planning.
 */
function matches(q: string, name: SQL, email: SQL, emailRange = false): SQL {
  const lower = q.toLowerCase();
  const text = escapeLike(lower);
  const end = emailRange ? prefixEnd(lower) : null;
  const range = end === null ? sql`` : sql`${email} ~>=~ ${lower} and ${email} ~<~ ${end} and `;
  return sql`(${name} like ${`%${text}%`} or (${range}${email} like ${`${text}%`}))`;
}

/**
 * The first text, in byte order (`text_pattern_ops`), after every text that starts with `prefix`:
 * the prefix with its last character's successor (UTF-8 orders bytes as it orders characters).
 * Null when there is none to write.
 */
export function prefixEnd(prefix: string): string | null {
  const characters = Array.from(prefix);
  const last = characters.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) {
    return null;
  }
  // The successor of U+D7FF is U+E000: the surrogates between are no characters of their own.
  const next = last === 0xd7ff ? 0xe000 : last + 1;
  return characters.join('') + String.fromCodePoint(next);
}

/**
 * The doctors a search matches, found once per statement (a materialised CTE) through the trigram
 * index on users' names (migration 0005) and the email's b-tree (0013). Only read where the answer
 * needs it (the selective page, a total the walk could not settle): a CTE nobody reads is never run.
 */
export function matchedDoctorsCte(q: string): SQL {
  return sql`, matched as materialized (select u.id from users u
    where ${matches(q, sql`lower(u.first_name || ' ' || u.last_name)`, sql`u.email`, true)})`;
}

/** One range of the queue's order (a hospital, or a hospital and a status) and its rows' filters. */
export type TQueueRanges = {
  /** `scope s` (and the statuses `st`) the ranges come from. */
  from: SQL;
  /** What names one range in the walk's rows. */
  key: SQL;
  /** The range's rows, keyset position included, without the search. */
  where: SQL[];
  order: SQL;
};

/**
 * Each range's rows in the page's order, at most `walk` of them, tested against the search on the
 * row itself (the doctor's name and email kept on applications, migration 0014): the matches, up
 * to `limit`, and the `walk`-th row as the marker of a range cut short. `rn` is the row's place in
 * its range. Reads about `limit` / density rows at any queue size.
 */
function walkRanges(q: string, ranges: TQueueRanges, walk: number, limit: number): SQL {
  const last = sqlInteger(walk);
  return sql`${ranges.from}
    cross join lateral (select w.id, w.rn, w.hit
      from (select a.id, row_number() over (${ranges.order}) as rn,
          ${matches(q, sql`a.doctor_name`, sql`a.doctor_email`)} as hit
        from applications a
        where ${sql.join(ranges.where, sql` and `)} ${ranges.order} limit ${last}) w
      where w.hit or w.rn = ${last}
      limit ${sqlInteger(limit)}) p`;
}

/**
 * Whether a walked range is settled by its rows: it found its `limit` matches, or it ended before
 * its `walk`-th row (so its matches are all there are). Aggregates a range's `hit` and `rn`.
 */
function rangeSettled(walk: number, limit: number): SQL {
  return sql`(count(*) filter (where hit) >= ${sqlInteger(limit)} or max(rn) < ${sqlInteger(walk)})`;
}

/**
 * A search's page in two plans, picked inside the statement so a request still sends one:
 *
 * - dense (many matches): walk each range of the queue in the page's order and keep the matching
 *   rows (`probe`), up to `take` per range, so a page costs about `take` / density rows at any
 *   queue size. At most `take * PROBE_PAGES` rows per range are walked: a range that runs out of
 *   that budget before it fills its `take` makes the probe inconclusive.
 * - selective (few matches): the matching doctors first (trigram indexes), then their applications
 *   in each range (`selective`, the plan of a rare name or an email).
 *
 * The dense answer is used when every range was conclusive, the selective one otherwise. Both read
 * the same rows in the same order (`a.submitted_at, a.id` after the keyset position), so which one
 * answered never shows in the page.
 */
export function searchCtes(q: string, ranges: TQueueRanges, take: number): SQL {
  const walk = take * PROBE_PAGES;
  return sql`, probe as materialized (select ${ranges.key} as range_key, p.id, p.rn, p.hit
      from ${walkRanges(q, ranges, walk, take)}),
    inconclusive as (select 1 from probe group by range_key having not ${rangeSettled(walk, take)}),
    search_plan as (select not exists (select 1 from inconclusive) as dense)`;
}

/**
 * A first page's total for a dense search, from a longer walk of the same ranges: up to one past
 * the cap of matches per range, in at most `(cap + 1) * PROBE_PAGES` rows. It settles the total
 * (`settledBy`) when the matches pass the cap (the total is "100+") or every range was walked to its
 * end (the count is exact); else, and for a selective search, the matched doctors' applications
 * are counted. Either way the cost does not grow with the queue: a common name is settled within
 * about 100 / density rows, a rare one is counted from its few doctors.
 */
export function searchTotalCte(q: string, ranges: TQueueRanges, countMatched: SQL): SQL {
  const cap = ADMIN_QUEUE_SEARCH_TOTAL_CAP;
  const walk = (cap + 1) * PROBE_PAGES;
  const dense = sql`(select dense from search_plan)`;
  const settledBy = sql`w.hits > ${sqlInteger(cap)} or w.complete`;
  return sql`, walk_total as materialized (select coalesce(sum(r.hits), 0) as hits,
        coalesce(bool_and(r.complete), true) as complete
      from (select count(*) filter (where hit) as hits, ${rangeSettled(walk, cap + 1)} as complete
        from ${walkRanges(q, ranges, walk, cap + 1)}
        where ${dense}
        group by ${ranges.key}) r
      having ${dense}),
    total as materialized (select least(w.hits, ${sqlInteger(cap)})::int as total, w.hits > ${sqlInteger(cap)} as capped
        from walk_total w where ${settledBy}
      union all
      select * from (${countMatched}) c where not exists (select 1 from walk_total w where ${settledBy}))`;
}

/** The page's ids: the probe's matches when it answered, else the selective ranges' rows. */
export function searchPageIds(selective: SQL): SQL {
  return sql`select id from probe where hit and (select dense from search_plan)
    union all
    select id from (${selective}) sel where not (select dense from search_plan)`;
}
