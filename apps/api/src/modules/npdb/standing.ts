import dayjs from 'dayjs';
import { and, desc, eq, min } from 'drizzle-orm';
import type { TNpdbStanding } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, DATE_FORMAT } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationSubmissions, applications, hospitals, npdbQueries } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { NPDB_MESSAGES, NPDB_STANDING_MESSAGES as SAY } from './messages';

export type TNpdbQueryRow = typeof npdbQueries.$inferSelect;

/** What the standing is read against: the hospital's age limit and the application's first submission. */
export type TStandingRules = { on: string; validDays: number; firstSubmittedOn: string | null };

/** A day as the product shows it. */
const show = (day: string) => dayjs(day).format(DATE_DISPLAY_FORMAT);
const addDays = (day: string, days: number) => dayjs(day).add(days, 'day').format(DATE_FORMAT);

type TVerdict = { counts: true; validUntil: string; message: string } | { counts: false; message: string };

/**
 * One query on day `on`, its review aside: a one-time query counts from its day for `validDays`
 * days, if made no earlier than that before the first submission; an enrolment between its start
 * and its renewal day.
 */
function judge(row: TNpdbQueryRow, { on, validDays, firstSubmittedOn }: TStandingRules): TVerdict {
  if (row.kind === 'continuous') {
    const enrolledOn = row.enrolledOn ?? row.queriedOn;
    const renewalOn = row.renewalOn ?? enrolledOn;
    if (on < enrolledOn) {
      return { counts: false, message: SAY.enrolmentNotStarted(show(enrolledOn)) };
    }
    if (on > renewalOn) {
      return { counts: false, message: SAY.enrolmentEnded(show(renewalOn)) };
    }
    return { counts: true, validUntil: renewalOn, message: SAY.currentEnrolment(show(renewalOn)) };
  }
  const validUntil = addDays(row.queriedOn, validDays);
  if (row.queriedOn > on) {
    return { counts: false, message: SAY.queriedAfter(show(row.queriedOn), show(on)) };
  }
  if (firstSubmittedOn && row.queriedOn < addDays(firstSubmittedOn, -validDays)) {
    return {
      counts: false,
      message: SAY.beforeSubmission(show(row.queriedOn), validDays, show(firstSubmittedOn)),
    };
  }
  if (validUntil < on) {
    return { counts: false, message: SAY.tooOld(show(row.queriedOn), validDays, show(on)) };
  }
  return { counts: true, validUntil, message: SAY.currentQuery(show(row.queriedOn), show(validUntil)) };
}

/**
 * The standing of the doctor's queries (newest first) on `rules.on`: current when a reviewed query
 * counts (the one lasting longest names the day it ends); otherwise what is missing: a response to
 * review, or why the latest query does not count.
 */
export function evaluateNpdbStanding(rows: readonly TNpdbQueryRow[], rules: TStandingRules): TNpdbStanding {
  const lastQueriedOn = rows.reduce<string | null>(
    (last, row) => (last === null || row.queriedOn > last ? row.queriedOn : last),
    null,
  );
  const judged = rows.map((row) => ({ row, verdict: judge(row, rules) }));
  let best: { validUntil: string; message: string } | null = null;
  for (const { row, verdict } of judged) {
    if (verdict.counts && row.reviewedAt && (!best || verdict.validUntil > best.validUntil)) {
      best = verdict;
    }
  }
  if (best) {
    return { current: true, message: best.message, validUntil: best.validUntil, lastQueriedOn };
  }
  const awaiting = judged.find(({ row, verdict }) => verdict.counts && !row.reviewedAt);
  const message = awaiting
    ? SAY.awaitsReview(show(awaiting.row.queriedOn))
    : (judged[0]?.verdict.message ?? SAY.none);
  return { current: false, message, validUntil: null, lastQueriedOn };
}

/** The doctor's queries at the hospital, newest first (the response's day, then when recorded). */
export function listDoctorQueries(
  db: TDb,
  { doctorId, hospitalId }: { doctorId: string; hospitalId: string },
) {
  return db
    .select()
    .from(npdbQueries)
    .where(and(eq(npdbQueries.doctorId, doctorId), eq(npdbQueries.hospitalId, hospitalId)))
    .orderBy(desc(npdbQueries.queriedOn), desc(npdbQueries.createdAt));
}

/** The day of the application's first submission (null while a draft). */
export async function findFirstSubmittedOn(db: TDb, applicationId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: min(applicationSubmissions.createdAt) })
    .from(applicationSubmissions)
    .where(eq(applicationSubmissions.applicationId, applicationId));
  return row?.at ? dayjs(row.at).format(DATE_FORMAT) : null;
}

/**
 * Whether the application's doctor has a current NPDB query at its hospital on day `on`
 * (YYYY-MM-DD): the committee's gate reads it. Unknown application: 404.
 */
export async function getNpdbStanding(
  db: TDb,
  { applicationId, on }: { applicationId: string; on: string },
): Promise<TNpdbStanding> {
  const [application] = await db
    .select({
      doctorId: applications.doctorId,
      hospitalId: applications.hospitalId,
      validDays: hospitals.verificationValidDays,
    })
    .from(applications)
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(eq(applications.id, applicationId));
  if (!application) {
    throw new AppError('NOT_FOUND', { message: NPDB_MESSAGES.applicationNotFound });
  }
  const rows = await listDoctorQueries(db, application);
  const firstSubmittedOn = await findFirstSubmittedOn(db, applicationId);
  return evaluateNpdbStanding(rows, { on, validDays: application.validDays, firstSubmittedOn });
}
