import { eq } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { applications } from '@/core/db/schema';
import { VERIFICATION_MESSAGES } from './messages';
import { isBlocking, listItems, loadPolicy } from './policy';

/**
 * The finalise rule's verification part (issue 15): the decision waits while an item the hospital
 * requires is pending, found a discrepancy, or was verified longer ago than the hospital's
 * validity. The reason names the items, in the checklist's order; null when finalise may go on.
 */
export async function findVerificationBlock(
  db: TDb,
  applicationId: string,
  now: Date = new Date(),
): Promise<string | null> {
  const [application] = await db
    .select({ hospitalId: applications.hospitalId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) {
    return null;
  }
  const policy = await loadPolicy(db, application.hospitalId);
  const blocking = (await listItems(db, applicationId, policy)).filter((item) =>
    isBlocking(item, policy, now),
  );
  return blocking.length > 0
    ? VERIFICATION_MESSAGES.finaliseNeedsVerification(blocking.map((item) => item.label))
    : null;
}
