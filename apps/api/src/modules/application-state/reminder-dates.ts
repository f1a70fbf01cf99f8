import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TRequestKind } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { remindersSent, type TReminderKind } from '@/core/db/schema';
import type { TRequestRow } from './request-tables';

/**
 * The reminders of one sending of a request (reminders_sent.subject_key): the request's id and
 * its sending time, so a resend (new sent_at) starts a new chain of thresholds.
 */
export function toReminderSubject(row: Pick<TRequestRow, 'id'> & { sentAt: Date }): string {
  return `${row.id}:${row.sentAt.toISOString()}`;
}

const REQUEST_REMINDER_KINDS = ['reference', 'coverage'] as const satisfies readonly TReminderKind[];

/** When each request was reminded: `(kind, request) => dates`, oldest first. */
export type TFindRemindedAt = (kind: TRequestKind, row: Pick<TRequestRow, 'id' | 'email'>) => Date[];

/**
 * Every reminder of an application's requests, in one statement. A request's list keeps the
 * reminders to its current person through every resend; replacing the person starts it afresh.
 */
export async function loadRemindedAt(db: TDb, applicationId: string): Promise<TFindRemindedAt> {
  const rows = await db
    .select({
      kind: remindersSent.kind,
      subjectKey: remindersSent.subjectKey,
      sentTo: remindersSent.sentTo,
      sentAt: remindersSent.sentAt,
    })
    .from(remindersSent)
    .where(
      and(
        eq(remindersSent.applicationId, applicationId),
        inArray(remindersSent.kind, [...REQUEST_REMINDER_KINDS]),
      ),
    )
    .orderBy(asc(remindersSent.sentAt));
  return (kind, request) =>
    rows
      .filter(
        (row) =>
          row.kind === kind && row.subjectKey.startsWith(`${request.id}:`) && row.sentTo === request.email,
      )
      .map((row) => row.sentAt);
}
