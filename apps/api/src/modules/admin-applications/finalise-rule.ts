import { and, count, eq } from 'drizzle-orm';
import {
  ADMIN_APPLICATION_MESSAGES,
  type TAdminApplicationReview,
  type TApplicationStatus,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { references } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { findVerificationBlock } from '@/modules/verification';

/**
 * The doctor may submit while references are still waiting (PRODUCT.md item 9); the office
 * finalises only once the hospital's minimum of them has answered. Null when finalise may go on.
 */
export function findFinaliseBlock({
  minReferences,
  completed,
}: {
  minReferences: number;
  completed: number;
}): string | null {
  return completed < minReferences
    ? ADMIN_APPLICATION_MESSAGES.finaliseNeedsReferences(minReferences, completed)
    : null;
}

/** Every reason finalise waits, in one sentence after another; null when none. */
function joinBlocks(blocks: readonly (string | null)[]): string | null {
  const reasons = blocks.filter((block): block is string => block !== null);
  return reasons.length > 0 ? reasons.join(' ') : null;
}

export async function countCompletedReferences(db: TDb, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(references)
    .where(and(eq(references.applicationId, applicationId), eq(references.state, 'completed')));
  return row?.total ?? 0;
}

/**
 * 409 with the reason when the move is to finalise and too few references have answered, or a
 * checklist item the hospital requires is not verified (verification/finalise.ts).
 */
export async function assertFinaliseAllowed(
  db: TDb,
  {
    applicationId,
    to,
    minReferences,
  }: { applicationId: string; to: TApplicationStatus; minReferences: number },
): Promise<void> {
  if (to !== 'finalise') {
    return;
  }
  const block = joinBlocks([
    findFinaliseBlock({ minReferences, completed: await countCompletedReferences(db, applicationId) }),
    await findVerificationBlock(db, applicationId),
  ]);
  if (block) {
    throw new AppError('CONFLICT', { message: block });
  }
}

/** The review's moves that a rule holds back now, each with the reason the admin reads beside it. */
export function listBlockedTransitions({
  allowed,
  minReferences,
  completed,
  verificationBlock = null,
}: {
  allowed: readonly TApplicationStatus[];
  minReferences: number;
  completed: number;
  /** findVerificationBlock's reason, when the checklist holds finalise back. */
  verificationBlock?: string | null;
}): TAdminApplicationReview['blockedTransitions'] {
  const block = allowed.includes('finalise')
    ? joinBlocks([findFinaliseBlock({ minReferences, completed }), verificationBlock])
    : null;
  return block ? [{ status: 'finalise', reason: block }] : [];
}
