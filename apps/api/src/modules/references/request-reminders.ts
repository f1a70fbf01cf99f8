import { and, eq, gt, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { EDITABLE_STATUSES, REQUEST_KINDS, type TRequestKind } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { applications, hospitals, remindersSent, users } from '@/core/db/schema';
import {
  refreshProgress,
  toReminderSubject,
  REQUEST_TABLES,
  type TRequestRow,
} from '@/modules/application-state';
import { writeAudit } from '@/core/audit';
import type { TJob } from '@/core/jobs/scheduler';
import { titledPractitionerName } from '@/core/users/users';
import { signLinkToken } from './link-token';
import { createReminderMail } from './reminder-mail';
import { createRequestPageUrl, getNewLinkExpiry } from './send-link';

const DAY_MS = 86_400_000;
export const REQUEST_REMINDERS_JOB = 'request-reminders';

/** A sent, unanswered request with a live link, and what its reminder needs. */
type TCandidate = {
  kind: TRequestKind;
  request: TRequestRow & { sentAt: Date; tokenId: string };
  reminderDays: unknown;
  hospitalName: string;
  doctorName: string;
};

/** The hospital's setting as whole days after sending, ascending (anything else ignored). */
export function toReminderDays(value: unknown): number[] {
  const days = Array.isArray(value) ? value : [];
  const valid = days.filter((day): day is number => Number.isInteger(day) && day > 0);
  return [...new Set(valid)].sort((a, b) => a - b);
}

/**
 * The reminder due at `now`: the latest of the hospital's days already reached since sending.
 * A first run late (or a hospital's new setting) sends that one only, never the ones it passed.
 */
export function findDueThreshold(sentAt: Date, days: readonly number[], now: Date): number | null {
  const reached = days.filter((day) => sentAt.getTime() + day * DAY_MS <= now.getTime());
  return reached.at(-1) ?? null;
}

/** Every request still waiting (sent or opened, link live) on an application still open. */
async function findCandidates(db: TDb, kind: TRequestKind, now: Date): Promise<TCandidate[]> {
  const table = REQUEST_TABLES[kind];
  const rows = await db
    .select({
      request: table,
      reminderDays: hospitals.referenceReminderDays,
      hospitalName: hospitals.name,
      doctorName: titledPractitionerName,
    })
    .from(table)
    .innerJoin(applications, eq(applications.id, table.applicationId))
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .innerJoin(users, eq(users.id, applications.doctorId))
    .where(
      and(
        inArray(table.state, ['sent', 'opened']),
        isNotNull(table.sentAt),
        isNotNull(table.tokenId),
        gt(table.linkExpiresAt, now),
        notInArray(applications.status, ['approved', 'rejected']),
      ),
    );
  return rows.map((row) => ({
    kind,
    request: row.request as TCandidate['request'],
    reminderDays: row.reminderDays,
    hospitalName: row.hospitalName,
    doctorName: row.doctorName,
  }));
}

/**
 * A request whose link expired unanswered no longer counts for submit: drafts stored as ready
 * (progress is kept on write, and time is no write) are recomputed at the job's clock.
 */
async function refreshExpiredProgress(db: TDb, now: Date): Promise<number> {
  const ids = new Set<string>();
  for (const kind of REQUEST_KINDS) {
    const table = REQUEST_TABLES[kind];
    const rows = await db
      .selectDistinct({ id: applications.id })
      .from(table)
      .innerJoin(applications, eq(applications.id, table.applicationId))
      .where(
        and(
          inArray(table.state, ['sent', 'opened']),
          lte(table.linkExpiresAt, now),
          inArray(applications.status, [...EDITABLE_STATUSES]),
          sql`(${applications.progress} ->> 'canSubmit')::boolean`,
        ),
      );
    rows.forEach((row) => ids.add(row.id));
  }
  let changed = 0;
  for (const id of ids) {
    const progress = await refreshProgress(db, id, now);
    changed += progress?.canSubmit === false ? 1 : 0;
  }
  return changed;
}

/** Thrown inside the transaction to undo the claim of a request that changed since it was read. */
class RequestMoved extends Error {}

/**
 * One reminder, exactly once: the claim (reminders_sent's unique kind + subject + threshold), the
 * link's new expiry, the short URL, the mail and the audit row are written in one transaction, so
 * of two runs racing for it one sends and the other finds the claim taken. The new link keeps the
 * request's jti: the links already emailed keep working until their own expiry.
 */
async function sendReminder(
  ctx: TAppContext,
  now: Date,
  candidate: TCandidate,
  threshold: number,
): Promise<boolean> {
  const { kind, request } = candidate;
  const table = REQUEST_TABLES[kind];
  const expiresAt = getNewLinkExpiry(now);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(remindersSent)
        .values({
          kind,
          subjectKey: toReminderSubject(request),
          threshold,
          applicationId: request.applicationId,
          sentTo: request.email,
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: remindersSent.id });
      if (!claimed) {
        return false;
      }
      // Answered, declined or sent again since it was read: no reminder.
      const [moved] = await tx
        .update(table)
        // A reminder is not an edit of the request: its last change stays the doctor's.
        .set({ linkExpiresAt: expiresAt, updatedAt: request.updatedAt })
        .where(
          and(
            eq(table.id, request.id),
            eq(table.tokenId, request.tokenId),
            inArray(table.state, ['sent', 'opened']),
          ),
        )
        .returning({ id: table.id });
      if (!moved) {
        throw new RequestMoved();
      }
      const { token } = await signLinkToken(ctx.config, {
        kind,
        requestId: request.id,
        expiresAt,
        jti: request.tokenId,
      });
      const link = await createRequestPageUrl(ctx, tx, { kind, token, expiresAt });
      await ctx.mailer.queue(
        {
          to: request.email,
          ...createReminderMail({
            kind,
            personName: request.name,
            doctorName: candidate.doctorName,
            hospitalName: candidate.hospitalName,
            sentAt: request.sentAt,
            link,
          }),
        },
        { db: tx },
      );
      await writeAudit(tx, {
        actorId: null,
        action: `${kind}.reminded`,
        entity: kind,
        entityId: request.id,
        applicationId: request.applicationId,
        data: { to: { name: request.name, email: request.email }, daysAfterSending: threshold },
        before: { linkExpiresAt: request.linkExpiresAt?.toISOString() ?? null },
        after: { linkExpiresAt: expiresAt.toISOString() },
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

/** The thresholds already reminded, by subject: one statement for all of a kind's candidates. */
async function findSentThresholds(db: TDb, kind: TRequestKind, subjects: string[]): Promise<Set<string>> {
  if (subjects.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ subjectKey: remindersSent.subjectKey, threshold: remindersSent.threshold })
    .from(remindersSent)
    .where(and(eq(remindersSent.kind, kind), inArray(remindersSent.subjectKey, subjects)));
  return new Set(rows.map((row) => `${row.subjectKey}#${row.threshold}`));
}

/**
 * Chases the people asked for a reference or coverage who have not answered: at each of the
 * hospital's reminder days counted from the (last) sending, one email with a fresh link, until
 * they answer, decline or the link expires, or the application is decided.
 */
export async function runRequestReminders(ctx: TAppContext, now: Date): Promise<string> {
  let sent = 0;
  for (const kind of REQUEST_KINDS) {
    const due = (await findCandidates(ctx.db, kind, now)).flatMap((candidate) => {
      const days = toReminderDays(candidate.reminderDays);
      const threshold = findDueThreshold(candidate.request.sentAt, days, now);
      return threshold === null
        ? []
        : [{ candidate, threshold, subject: toReminderSubject(candidate.request) }];
    });
    // What an earlier run sent is skipped here; the claim in sendReminder still decides a race.
    const done = await findSentThresholds(ctx.db, kind, [...new Set(due.map((item) => item.subject))]);
    for (const { candidate, threshold, subject } of due) {
      if (!done.has(`${subject}#${threshold}`) && (await sendReminder(ctx, now, candidate, threshold))) {
        sent += 1;
      }
    }
  }
  const expired = await refreshExpiredProgress(ctx.db, now);
  if (sent > 0) {
    ctx.mailer.wake();
  }
  return `${sent} reference and coverage reminder${sent === 1 ? '' : 's'} sent; ${expired} draft${expired === 1 ? '' : 's'} no longer ready after a link expired`;
}

export const requestRemindersJob: TJob = {
  name: REQUEST_REMINDERS_JOB,
  everyMs: 60 * 60_000,
  run: runRequestReminders,
};
