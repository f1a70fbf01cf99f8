import { sql, type SQL } from 'drizzle-orm';
import { sqlInteger } from '@/db/literals';

/**
 * How many rows of each range a dense search's probe reads, in pages: the walk gives up when a
 * range holds fewer than one match in this many rows, so a search is "dense" from about 1 doctor
 * in 20 (a common surname, a first name).
 */
const PROBE_PAGES = 20;

/** A first page walks the queue only when its counted total says the search is broad. */
const DENSE_TOTAL_PAGES = 4;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Whether the doctor `u` matches a search: any part of the name, or the start of the email, any
 * case (emails are stored lower-cased). The trigram indexes on users (migration 0005) serve it when
 * the matches are few; the probe evaluates it on the one row of each application it walks past.
 */
export function doctorMatches(q: string): SQL {
  const text = escapeLike(q.toLowerCase());
  return sql`(lower(u.first_name || ' ' || u.last_name) like ${`%${text}%`} or u.email like ${`${text}%`})`;
}

/**
 * The doctors a search matches, found once per statement (a materialised CTE) through the trigram
 * indexes. Only read where the answer needs it (the total, the selective page): a CTE nobody reads
 * is never run.
 */
export function matchedDoctorsCte(q: string): SQL {
  return sql`, matched as materialized (select u.id from users u where ${doctorMatches(q)})`;
}

/** One range of the queue's order (a hospital, or a hospital and a status) and its rows' filters. */
export type TQueueRanges = {
  /** `scope s` (and the statuses `st`) the ranges come from. */
  from: SQL;
  /** What names one range in the probe's rows. */
  key: SQL;
  /** The range's rows, keyset position included, without the search. */
  where: SQL[];
  order: SQL;
};

/**
 * A search in two plans, picked inside the statement so a request still sends one:
 *
 * - dense (many matches): walk each range of the queue in the page's order and keep the rows whose
 *   doctor matches (`probe`), up to `take` per range, so a page costs about `take` / density rows
 *   at any queue size (each row's doctor is looked up by id: a lateral join with a limit, which the
 *   planner cannot turn into a read of every user). At most `take * PROBE_PAGES` rows per range are walked: a range that runs out
 *   of that budget before it fills its `take` (the `rn = limit` row is kept as the marker) makes the
 *   probe inconclusive.
 * - selective (few matches): the matching doctors first (trigram indexes), then their applications
 *   in each range (`selective`, the plan of a rare name or an email).
 *
 * The probe runs when `broad` (a condition on the statement's other CTEs) holds; the dense answer is
 * used when it ran and every range was conclusive, the selective one otherwise. Both read the same
 * rows in the same order (`a.submitted_at, a.id` after the keyset position), so which one answered
 * never shows in the page.
 */
export function searchCtes(q: string, ranges: TQueueRanges, take: number, broad: SQL): SQL {
  const walk = sqlInteger(take * PROBE_PAGES);
  const limit = sqlInteger(take);
  const match = doctorMatches(q);
  return sql`, probe as materialized (select ${ranges.key} as range_key, p.id, p.rn, p.hit
      from ${ranges.from}
      cross join lateral (select w.id, w.rn, m.hit
        from (select a.id, a.doctor_id, row_number() over (${ranges.order}) as rn from applications a
          where ${sql.join(ranges.where, sql` and `)} ${ranges.order} limit ${walk}) w
        cross join lateral (select ${match} as hit from users u where u.id = w.doctor_id limit 1) m
        where m.hit or w.rn = ${walk}
        limit ${limit}) p
      where ${broad}),
    inconclusive as (select 1 from probe group by range_key
      having count(*) filter (where hit) < ${limit} and max(rn) = ${walk}),
    search_plan as (select (${broad}) and not exists (select 1 from inconclusive) as dense)`;
}

/**
 * The first page's condition for the probe: a counted total of several pages or more, or one that
 * stopped at its cap (which a page of up to 100 rows can exceed).
 */
export function broadByTotal(take: number): SQL {
  return sql`coalesce((select t.capped or t.total > ${sqlInteger(take * DENSE_TOTAL_PAGES)} from total t), false)`;
}

/** The page's ids: the probe's matches when it answered, else the selective ranges' rows. */
export function searchPageIds(selective: SQL): SQL {
  return sql`select id from probe where hit and (select dense from search_plan)
    union all
    select id from (${selective}) sel where not (select dense from search_plan)`;
}
