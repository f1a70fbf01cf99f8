import { DOCTOR_LINKS, toSiteUrl } from '@docapply/contracts';
import {
  DATE_FORMAT,
  SOON_EXPIRING_DAYS,
  countDaysUntil,
  findDueReminder,
  formatDateTime,
  type TDueReminder,
} from '@docapply/rules';
import type { TAppContext } from '@/core/context';
import { remindersSent } from '@/core/db/schema';
import { writeAudit } from '@/core/audit';
import { refreshFlagCount } from '@/modules/flags';
import type { TJob } from '@/core/jobs/scheduler';
import { loadDocumentsByDoctor, type TApplicationDocument } from '@/modules/renewals';
import { createExpiryReminderMail } from './templates';

export const EXPIRY_REMINDERS_JOB_NAME = 'expiry-reminders';
const HOUR_MS = 60 * 60_000;

// An expired document's flag was counted by the runs of its first days; older ones are left to
// the review, which heals a stale count when read (flags/flags.ts).
const FLAG_REFRESH_AFTER_EXPIRY_DAYS = 7;

/** One document as the doctor knows it, in every application that holds it. */
type TSubject = { key: string; daysLeft: number; due: TDueReminder; copies: TApplicationDocument[] };

/**
 * The reminder's subject: the doctor, the document's name and its expiry date. The same licence
 * in two hospitals' applications is one subject (one email naming both); a renewed date is another.
 */
function toSubjectKey(document: TApplicationDocument): string {
  return [document.row.doctorId, document.label, document.expiresOn].join('|');
}

function collectSubjects(documents: readonly TApplicationDocument[], today: string): TSubject[] {
  const subjects = new Map<string, TSubject>();
  for (const document of documents) {
    const daysLeft = countDaysUntil(document.expiresOn, today);
    const due = findDueReminder(daysLeft);
    if (!due) {
      continue;
    }
    const key = toSubjectKey(document);
    const subject = subjects.get(key) ?? { key, daysLeft, due, copies: [] };
    subject.copies.push(document);
    subjects.set(key, subject);
  }
  return [...subjects.values()];
}

/** Hospital names once each, by name; the first copy's application is the renewal link's. */
function describeHolders(copies: readonly TApplicationDocument[]): string[] {
  return [...new Set(copies.map((copy) => copy.row.hospitalName))].sort((a, b) => a.localeCompare(b));
}

/**
 * Sends the subject's due reminder unless some run already did: the reminder's row and its mail are
 * written in one transaction, and the row's unique key lets only one of two racing processes in.
 * The looser thresholds it passed are recorded too, so they are never sent late.
 */
async function sendReminder(ctx: TAppContext, subject: TSubject): Promise<boolean> {
  const [first] = subject.copies;
  const { row } = first;
  const base = {
    kind: 'document-expiry' as const,
    subjectKey: subject.key,
    applicationId: row.applicationId,
    userId: row.doctorId,
  };
  return ctx.db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(remindersSent)
      .values({ ...base, threshold: subject.due.threshold, sentTo: row.doctorEmail })
      .onConflictDoNothing()
      .returning({ id: remindersSent.id });
    if (subject.due.passed.length > 0) {
      await tx
        .insert(remindersSent)
        .values(subject.due.passed.map((threshold) => ({ ...base, threshold, sentTo: null })))
        .onConflictDoNothing();
    }
    if (!sent) {
      return false;
    }
    const link = toSiteUrl(
      ctx.config.DOCTOR_URL,
      DOCTOR_LINKS.renewDocument.getHref(row.applicationId, first.documentKey),
    );
    await ctx.mailer.queue(
      {
        to: row.doctorEmail,
        ...createExpiryReminderMail({
          firstName: row.doctorFirstName,
          label: first.label,
          expiresOn: first.expiresOn,
          daysLeft: subject.daysLeft,
          hospitalNames: describeHolders(subject.copies),
          link,
        }),
      },
      { db: tx },
    );
    const applicationIds = [...new Set(subject.copies.map((copy) => copy.row.applicationId))];
    for (const applicationId of applicationIds) {
      await writeAudit(tx, {
        actorId: null,
        action: 'document.expiry-reminded',
        entity: 'application',
        entityId: applicationId,
        applicationId,
        data: { label: first.label, expiresOn: first.expiresOn, threshold: subject.due.threshold },
      });
    }
    return true;
  });
}

/** The applications whose flag count the day's clock may have changed (a document near or past expiry). */
function findFlagRefreshes(documents: readonly TApplicationDocument[], today: string): string[] {
  const ids = new Set<string>();
  for (const document of documents) {
    const daysLeft = countDaysUntil(document.expiresOn, today);
    if (daysLeft <= SOON_EXPIRING_DAYS && daysLeft >= -FLAG_REFRESH_AFTER_EXPIRY_DAYS) {
      ids.add(document.row.applicationId);
    }
  }
  return [...ids];
}

/**
 * Emails each doctor 60, 30 and 7 days before a document of their submitted or approved
 * applications expires, and on the day, exactly once per document and threshold; then counts the
 * red flags again where a document neared or passed its expiry. `now` is the job's clock.
 */
export async function runExpiryReminders(ctx: TAppContext, now: Date): Promise<string> {
  const today = formatDateTime(now, DATE_FORMAT);
  let sent = 0;
  let refreshed = 0;
  // A few hundred doctors at a time, so the memory a run takes does not grow with the database.
  for await (const documents of loadDocumentsByDoctor(ctx.db)) {
    for (const subject of collectSubjects(documents, today)) {
      if (await sendReminder(ctx, subject)) {
        sent += 1;
      }
    }
    for (const applicationId of findFlagRefreshes(documents, today)) {
      await refreshFlagCount(ctx.db, applicationId, now);
      refreshed += 1;
    }
  }
  if (sent > 0) {
    ctx.mailer.wake();
  }
  return `${sent} expiry reminder${sent === 1 ? '' : 's'} sent, ${refreshed} flag count${refreshed === 1 ? '' : 's'} checked (${today})`;
}

export const EXPIRY_REMINDERS_JOB: TJob = {
  name: EXPIRY_REMINDERS_JOB_NAME,
  everyMs: HOUR_MS,
  run: runExpiryReminders,
};
