import { desc, eq, sql } from 'drizzle-orm';
import { EXCLUSION_SOURCES, type TExclusionSource } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { exclusionImports } from '@/core/db/schema';
import { queueExclusionMails } from './mails';
import { RUN_TABLE, buildRunTableStatement, type TScreeningRun } from './match-sql';
import {
  SUMMARY_STATEMENT,
  buildAlertsStatement,
  buildInsertScreeningsStatement,
  buildItemsStatement,
} from './screening-sql';

export type TScreeningCounts = { screened: number; hits: number; possible: number; mailed: number };

type TRows<T> = { rows: T[] };

// A screening of every doctor runs past the API's per-statement limit (DB_STATEMENT_TIMEOUT_MS,
// meant for requests); it is background work, bounded here instead.
const SCREENING_TIMEOUT = '10min';

/** Lets the transaction's statements run as long as a whole list's work takes. */
export async function allowLongStatements(tx: TDb): Promise<void> {
  await tx.execute(sql`select set_config('statement_timeout', ${SCREENING_TIMEOUT}, true)`);
}

/**
 * The kept checklist progress of `applicationIds`, recounted in one statement: the set-based form of
 * refreshVerificationProgress (modules/verification/record.ts), for the items a screening changed.
 */
export async function refreshVerificationProgressOf(db: TDb, applicationIds: string[]): Promise<void> {
  if (applicationIds.length === 0) {
    return;
  }
  await db.execute(sql`
    update applications a set
      verification_done = c.done,
      verification_total = c.total
    from (
      select t.id, count(i.id) filter (where i.state in ('verified', 'not-applicable'))::int done,
        count(i.id)::int total
      from unnest(${sql.param(applicationIds)}::uuid[]) t(id)
      left join verification_items i on i.application_id = t.id
      group by t.id
    ) c
    where a.id = c.id`);
}

/**
 * Screens against one list (every screened doctor, or `run.applicationId`) in `tx`, the caller's
 * transaction: the screenings, the items, their history, progress, alert and the admins' emails
 * are written together, in a fixed number of statements whatever the number of doctors. The
 * caller wakes the mailer after the commit.
 */
export async function screenInTransaction(
  ctx: Pick<TAppContext, 'config'> | undefined,
  tx: TDb,
  run: TScreeningRun,
): Promise<TScreeningCounts> {
  await tx.execute(buildRunTableStatement(run));
  // Statistics for the statements below (the planner has none for a table made a moment ago).
  await tx.execute(sql`analyze ${RUN_TABLE}`);
  await tx.execute(buildInsertScreeningsStatement(run));
  const items = (await tx.execute(buildItemsStatement(run))) as unknown as TRows<{
    progress_changed: string[];
  }>;
  await refreshVerificationProgressOf(tx, items.rows[0].progress_changed);
  await tx.execute(buildAlertsStatement(run));
  const summary = (await tx.execute(SUMMARY_STATEMENT)) as unknown as TRows<{
    screened: number;
    hits: number;
    possible: number;
    to_notify: string[];
  }>;
  await tx.execute(sql`drop table ${RUN_TABLE}`);
  const { screened, hits, possible, to_notify: toNotify } = summary.rows[0];
  // Without the app's context (a script outside any request) there is no site to link to: no email.
  const mailed = ctx
    ? await queueExclusionMails(ctx, tx, {
        source: run.source,
        listDate: run.listDate,
        applicationIds: toNotify,
      })
    : 0;
  return { screened, hits, possible, mailed };
}

/** The current (latest) import of each list that has one. */
export async function findCurrentImports(
  db: TDb,
): Promise<{ source: TExclusionSource; id: string; listDate: string }[]> {
  const found = [];
  for (const source of EXCLUSION_SOURCES) {
    const [current] = await db
      .select({ id: exclusionImports.id, listDate: exclusionImports.listDate })
      .from(exclusionImports)
      .where(eq(exclusionImports.source, source))
      .orderBy(desc(exclusionImports.importedAt))
      .limit(1);
    if (current) {
      found.push({ source, ...current });
    }
  }
  return found;
}

/**
 * Screens one application against each current list, in the caller's transaction (its submission:
 * modules/verification/submitted.ts): a doctor listed already is flagged from the start. The
 * submission wakes the mailer after its commit. Returns how many emails it queued.
 */
export async function screenSubmittedApplication(
  ctx: Pick<TAppContext, 'config'> | undefined,
  tx: TDb,
  applicationId: string,
): Promise<number> {
  let mailed = 0;
  for (const current of await findCurrentImports(tx)) {
    const counts = await screenInTransaction(ctx, tx, {
      source: current.source,
      importId: current.id,
      listDate: current.listDate,
      applicationId,
    });
    mailed += counts.mailed;
  }
  return mailed;
}
