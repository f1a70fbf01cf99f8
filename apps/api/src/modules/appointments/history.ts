import { sql } from 'drizzle-orm';
import type { TApplicationStatus } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationStatusHistory } from '@/core/db/schema';

/** A day (YYYY-MM-DD) as the product shows dates: MM/DD/YYYY. */
export function showDay(day: string): string {
  return formatDateTime(day, DATE_DISPLAY_FORMAT);
}

type TStep = { applicationId: string; status: TApplicationStatus; actorId: string | null; note: string };

/**
 * A step of the appointment on its application's timeline: the status stays as it is (no `from`,
 * so the timeline does not read as a move), the note says what happened. Its time is the clock's,
 * not the transaction's start, so it follows the approval written in the same transaction.
 */
export async function writeAppointmentStep(tx: TDb, { applicationId, status, actorId, note }: TStep) {
  await tx.insert(applicationStatusHistory).values({
    applicationId,
    fromStatus: null,
    toStatus: status,
    actorId,
    note,
    createdAt: sql`clock_timestamp()`,
  });
}
