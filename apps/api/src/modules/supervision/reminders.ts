import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { DOCTOR_LINKS, EDITABLE_STATUSES, SUPERVISION_LINK_TTL_DAYS, toSiteUrl } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { applications, remindersSent, supervisionAgreements } from '@/core/db/schema';
import type { TJob } from '@/core/jobs/scheduler';
import { createShortUrl } from '@/modules/short-urls';
import { signSupervisionToken } from './link-token';
import { createSupervisionExpiredMail, createSupervisionReminderMail } from './mails';
import { findParties } from './send-link';
import { loadPrivilegesOf, type TAgreementRow } from './views';

export const SUPERVISION_REMINDERS_JOB_NAME = 'supervision-reminders';

const DAY_MS = 86_400_000;
const REMIND_AFTER_DAYS = 3;
const LAST_REMINDER_BEFORE_DAYS = 3;
/** An expiry older than this is not announced (the first run after the job shipped stays quiet). */
const EXPIRY_NOTICE_WINDOW_DAYS = 7;

/**
 * What is due for one sending, as reminders_sent thresholds in days after sending: the first
 * reminder (3), the last one 3 days before the link expires (11), the practitioner's notice that
 * it expired (14). Only the latest one reached is due: a late run never sends one it passed.
 */
export const SUPERVISION_STEPS = {
  firstReminder: REMIND_AFTER_DAYS,
  lastReminder: SUPERVISION_LINK_TTL_DAYS - LAST_REMINDER_BEFORE_DAYS,
  expired: SUPERVISION_LINK_TTL_DAYS,
} as const;
type TStep = keyof typeof SUPERVISION_STEPS;

export function findDueStep(row: Pick<TAgreementRow, 'sentAt' | 'linkExpiresAt'>, now: Date): TStep | null {
  const at = now.getTime();
  if (row.linkExpiresAt.getTime() <= at) {
    return row.linkExpiresAt.getTime() > at - EXPIRY_NOTICE_WINDOW_DAYS * DAY_MS ? 'expired' : null;
  }
  if (row.linkExpiresAt.getTime() - LAST_REMINDER_BEFORE_DAYS * DAY_MS <= at) {
    return 'lastReminder';
  }
  return row.sentAt.getTime() + REMIND_AFTER_DAYS * DAY_MS <= at ? 'firstReminder' : null;
}

/** One sending's chain (a resend or another physician starts a new one). */
const toSubjectKey = (row: Pick<TAgreementRow, 'id' | 'sentAt'>) => `${row.id}:${row.sentAt.toISOString()}`;

const showDay = (at: Date) => formatDateTime(at, DATE_DISPLAY_FORMAT);

/** Thrown inside the transaction to undo the claim of a request answered or sent again since it was read. */
class RequestMoved extends Error {}

/**
 * One step, at most once: the claim (reminders_sent's unique kind + subject + threshold), the check
 * that the request still waits on the same link (a conditional update, which also holds the row
 * against an answer until this commits), the mail, the audit row and the live event are one
 * transaction, so of two runners racing for it one sends and the other finds the claim taken.
 */
async function sendStep(ctx: TAppContext, row: TAgreementRow & { tokenId: string }, step: TStep, now: Date) {
  try {
    return await runChange(async (change) => {
      const parties = await findParties(change.tx, row);
      const isReminder = step !== 'expired';
      const [claimed] = await change.tx
        .insert(remindersSent)
        .values({
          kind: 'supervision',
          subjectKey: toSubjectKey(row),
          threshold: SUPERVISION_STEPS[step],
          applicationId: row.applicationId,
          userId: isReminder ? row.physicianId : parties.application.doctorId,
          sentTo: isReminder ? parties.physicianEmail : parties.practitionerEmail,
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: remindersSent.id });
      if (!claimed) {
        return false;
      }
      const [still] = await change.tx
        .update(supervisionAgreements)
        // Not an edit of the agreement: its last change stays the practitioner's or physician's.
        .set({ updatedAt: row.updatedAt })
        .where(
          and(
            eq(supervisionAgreements.id, row.id),
            eq(supervisionAgreements.tokenId, row.tokenId),
            eq(supervisionAgreements.state, 'pending'),
          ),
        )
        .returning({ id: supervisionAgreements.id });
      if (!still) {
        throw new RequestMoved();
      }
      if (isReminder) {
        await remindPhysician(change, ctx, row, parties);
      } else {
        await change.mail({
          to: parties.practitionerEmail,
          ...createSupervisionExpiredMail({
            practitionerName: parties.practitionerName,
            physicianName: parties.physicianName,
            hospitalName: parties.hospitalName,
            link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(row.applicationId)),
          }),
        });
        await change.live('supervision', parties.application);
      }
      await change.audit({
        actorId: null,
        action: isReminder ? 'supervision.reminded' : 'supervision.expired',
        entity: 'supervision',
        entityId: row.id,
        applicationId: row.applicationId,
        hospitalId: row.hospitalId,
        data: {
          to: isReminder ? parties.physicianEmail : parties.practitionerEmail,
          daysAfterSending: SUPERVISION_STEPS[step],
        },
      });
      return true;
    });
  } catch (error) {
    if (error instanceof RequestMoved) {
      return false;
    }
    throw error;
  }
}

/**
 * The physician's reminder carries a link signed with the live jti and the request's own expiry:
 * the same credential as the first link, so either works, once (the answer clears the jti), and a
 * resend or another physician still ends both. The reminder extends nothing.
 */
async function remindPhysician(
  change: TChange,
  ctx: TAppContext,
  row: TAgreementRow & { tokenId: string },
  parties: Awaited<ReturnType<typeof findParties>>,
) {
  const { token } = await signSupervisionToken(ctx.config, {
    agreementId: row.id,
    expiresAt: row.linkExpiresAt,
    jti: row.tokenId,
  });
  const code = await createShortUrl(change.tx, {
    target: DOCTOR_LINKS.supervision.getHref(token),
    expiresAt: row.linkExpiresAt,
  });
  const covered = await loadPrivilegesOf(change.tx, row.privilegeIds);
  await change.mail({
    to: parties.physicianEmail,
    ...createSupervisionReminderMail({
      physicianName: parties.physicianName,
      practitionerName: parties.practitionerName,
      hospitalName: parties.hospitalName,
      relationship: row.relationship,
      privilegeNames: covered.map((one) => one.name),
      sentOn: showDay(row.sentAt),
      expiresOn: showDay(row.linkExpiresAt),
      link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.redirect.getHref(code)),
    }),
  });
}

/** The steps already taken, by subject: one statement for every due request. */
async function findSentSteps(ctx: TAppContext, subjects: string[]): Promise<Set<string>> {
  if (subjects.length === 0) {
    return new Set();
  }
  const rows = await ctx.db
    .select({ subjectKey: remindersSent.subjectKey, threshold: remindersSent.threshold })
    .from(remindersSent)
    .where(and(eq(remindersSent.kind, 'supervision'), inArray(remindersSent.subjectKey, subjects)));
  return new Set(rows.map((row) => `${row.subjectKey}#${row.threshold}`));
}

/**
 * Chases the physician who has not answered (3 days after the request, and 3 days before its link
 * expires), then tells the practitioner when it expired unanswered; only while the application is
 * still the practitioner's to change. `now` is the job's clock.
 */
export async function runSupervisionReminders(ctx: TAppContext, now: Date): Promise<string> {
  const rows = await ctx.db
    .select({ agreement: supervisionAgreements })
    .from(supervisionAgreements)
    .innerJoin(applications, eq(applications.id, supervisionAgreements.applicationId))
    .where(
      and(
        eq(supervisionAgreements.state, 'pending'),
        isNotNull(supervisionAgreements.tokenId),
        gt(supervisionAgreements.linkExpiresAt, new Date(now.getTime() - EXPIRY_NOTICE_WINDOW_DAYS * DAY_MS)),
        inArray(applications.status, [...EDITABLE_STATUSES]),
      ),
    );
  const due = rows.flatMap(({ agreement: row }) => {
    const step = findDueStep(row, now);
    return step && row.tokenId ? [{ row: { ...row, tokenId: row.tokenId }, step }] : [];
  });
  // What an earlier run sent is skipped here; the claim in sendStep still decides a race.
  const done = await findSentSteps(
    ctx,
    due.map(({ row }) => toSubjectKey(row)),
  );
  const counts = { reminders: 0, expired: 0 };
  for (const { row, step } of due) {
    const isDone = done.has(`${toSubjectKey(row)}#${SUPERVISION_STEPS[step]}`);
    if (!isDone && (await sendStep(ctx, row, step, now))) {
      counts[step === 'expired' ? 'expired' : 'reminders'] += 1;
    }
  }
  const plural = (n: number) => (n === 1 ? '' : 's');
  return `${counts.reminders} supervision reminder${plural(counts.reminders)} sent; ${counts.expired} practitioner${plural(counts.expired)} told a request expired`;
}

export const SUPERVISION_REMINDERS_JOB: TJob = {
  name: SUPERVISION_REMINDERS_JOB_NAME,
  everyMs: 60 * 60_000,
  run: runSupervisionReminders,
};
