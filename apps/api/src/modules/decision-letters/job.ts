import dayjs from 'dayjs';
import { and, isNull, lte, sql } from 'drizzle-orm';
import { ADMIN_LINKS, toSiteUrl } from '@docapply/contracts';
import { DATE_FORMAT, countDaysUntil } from '@docapply/rules';
import { writeAudit } from '@/core/audit';
import type { TAppContext } from '@/core/context';
import { decisionLetters, remindersSent } from '@/core/db/schema';
import type { TJob } from '@/core/jobs/scheduler';
import { listHospitalAdminEmails } from '@/core/users/users';
import { createLetterDeadlineMail, type TLetterWarning } from './mails';

export const DECISION_LETTER_DEADLINES_JOB_NAME = 'decision-letter-deadlines';
const DAY_MS = 24 * 60 * 60_000;
/** The first warning, in days before the due day; later ones follow (1 day, then late). */
const FIRST_WARNING_DAYS = 7;

const OVERDUE = -1;

/**
 * The warnings as reminders_sent's thresholds, loosest first: days before the due day, and -1 once
 * the day has passed.
 */
const WARNINGS: readonly { warning: TLetterWarning; threshold: number }[] = [
  { warning: 'week', threshold: 7 },
  { warning: 'day', threshold: 1 },
  { warning: 'overdue', threshold: OVERDUE },
];

/** The tightest warning a letter has reached, and the looser ones it passed on the way. */
function findDueWarning(daysLeft: number) {
  const reached = WARNINGS.filter(({ threshold }) => daysLeft <= threshold);
  const due = reached.at(-1);
  return due ? { due, passed: reached.slice(0, -1) } : null;
}

type TUnsentLetter = Pick<
  typeof decisionLetters.$inferSelect,
  'id' | 'applicationId' | 'hospitalId' | 'hospitalName' | 'doctorName' | 'dueOn'
>;

/**
 * Warns the hospital's admins of one letter unless a run already did: the warning's row and its
 * mails are written in one transaction, and the row's unique key lets only one of two racing
 * processes in. A passed warning is recorded unsent, so it is never sent late.
 */
async function warnOnce(ctx: TAppContext, letter: TUnsentLetter, today: string): Promise<boolean> {
  const found = findDueWarning(countDaysUntil(letter.dueOn, today));
  if (!found) {
    return false;
  }
  const base = {
    kind: 'decision-letter' as const,
    subjectKey: letter.id,
    applicationId: letter.applicationId,
  };
  return ctx.db.transaction(async (tx) => {
    const emails = await listHospitalAdminEmails(tx, letter.hospitalId);
    const [sent] = await tx
      .insert(remindersSent)
      .values({ ...base, threshold: found.due.threshold, sentTo: emails.join(', ') || null })
      .onConflictDoNothing()
      .returning({ id: remindersSent.id });
    if (found.passed.length > 0) {
      await tx
        .insert(remindersSent)
        .values(found.passed.map(({ threshold }) => ({ ...base, threshold, sentTo: null })))
        .onConflictDoNothing();
    }
    if (!sent) {
      return false;
    }
    const mail = createLetterDeadlineMail({
      warning: found.due.warning,
      doctorName: letter.doctorName,
      hospitalName: letter.hospitalName,
      dueOn: letter.dueOn,
      link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.application.getHref(letter.applicationId)),
    });
    for (const to of emails) {
      await ctx.mailer.queue({ to, ...mail }, { db: tx });
    }
    await writeAudit(tx, {
      actorId: null,
      action: 'decision-letter.deadline-warned',
      entity: 'decision-letter',
      entityId: letter.id,
      applicationId: letter.applicationId,
      hospitalId: letter.hospitalId,
      data: { dueOn: letter.dueOn, warning: found.due.warning },
    });
    return true;
  });
}

/**
 * Warns each hospital's admins 7 days and 1 day before an unsent decision letter is due, and once
 * when it is late: each warning once per letter. `now` is the job's clock.
 */
export async function runDecisionLetterDeadlines(ctx: TAppContext, now: Date): Promise<string> {
  const today = dayjs(now).format(DATE_FORMAT);
  const horizon = dayjs(now).add(FIRST_WARNING_DAYS, 'day').format(DATE_FORMAT);
  const unsent = await ctx.db
    .select({
      id: decisionLetters.id,
      applicationId: decisionLetters.applicationId,
      hospitalId: decisionLetters.hospitalId,
      hospitalName: decisionLetters.hospitalName,
      doctorName: decisionLetters.doctorName,
      dueOn: decisionLetters.dueOn,
    })
    .from(decisionLetters)
    .where(
      and(
        isNull(decisionLetters.sentAt),
        lte(decisionLetters.dueOn, horizon),
        // A late letter is warned of once; after that the run no longer reads it.
        sql`not exists (select 1 from ${remindersSent} where ${remindersSent.kind} = 'decision-letter'
          and ${remindersSent.subjectKey} = ${decisionLetters.id}::text and ${remindersSent.threshold} = ${OVERDUE})`,
      ),
    )
    .orderBy(decisionLetters.dueOn);
  let warned = 0;
  for (const letter of unsent) {
    if (await warnOnce(ctx, letter, today)) {
      warned += 1;
    }
  }
  if (warned > 0) {
    ctx.mailer.wake();
  }
  return `${warned} decision letter warning${warned === 1 ? '' : 's'} sent (${today})`;
}

export const DECISION_LETTER_DEADLINES_JOB: TJob = {
  name: DECISION_LETTER_DEADLINES_JOB_NAME,
  everyMs: DAY_MS,
  run: runDecisionLetterDeadlines,
};
