import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { OPPE_MESSAGES, type TOppeReview, type ZConcludeOppeReview } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { oppeReviews, oppeValues } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { useStepUp } from '@/modules/factors';
import { getOppeCycle, notFound, readNow } from './access';
import { findReview } from './report';

type TConcludeInput = z.output<typeof ZConcludeOppeReview>;

/**
 * POST /admin/hospitals/{hospitalId}/oppe/cycles/{cycleId}/practitioners/{doctorId}/review: the chair
 * (the office signing for them) attests the practitioner's cycle and concludes, signed with a fresh
 * step-up (403 STEP_UP_REQUIRED without one). Once per cycle: a conclusion is never rewritten (409).
 * "Focused review needed" announces `oppe.focused-review-needed`, whose handler (modules/fppe) opens
 * a for-cause FPPE in this same change. The practitioner is not mailed: they see the conclusion, if
 * the hospital releases it, on their own page; the comment stays the office's and the committees'.
 */
export async function concludeOppeReview(
  db: TDb,
  user: TUserRow,
  params: { hospitalId: string; cycleId: string; doctorId: string; input: TConcludeInput },
): Promise<TOppeReview> {
  const cycle = await getOppeCycle(db, user, params);
  const { doctorId, input } = params;
  // Note: a conclusion only on a practitioner with values in the cycle (the hospital's, by import).
  const [hasValues] = isUuid(doctorId)
    ? await db
        .select({ id: oppeValues.id })
        .from(oppeValues)
        .where(and(eq(oppeValues.cycleId, cycle.id), eq(oppeValues.doctorId, doctorId)))
        .limit(1)
    : [];
  if (!hasValues) {
    throw notFound(OPPE_MESSAGES.practitionerNotFound);
  }
  await runChange(
    async ({ tx, audit, publish }) => {
      const [existing] = await tx
        .select({ id: oppeReviews.id })
        .from(oppeReviews)
        .where(and(eq(oppeReviews.doctorId, doctorId), eq(oppeReviews.cycleId, cycle.id)));
      if (existing) {
        throw new AppError('CONFLICT', { message: OPPE_MESSAGES.alreadyConcluded });
      }
      // The attestation is signed: a fresh second factor, used up with it (rolled back if anything fails).
      await useStepUp(tx, user.id);
      const [review] = await tx
        .insert(oppeReviews)
        .values({
          hospitalId: cycle.hospitalId,
          doctorId,
          cycleId: cycle.id,
          conclusion: input.conclusion,
          comment: input.comment,
          attestedBy: user.id,
          attestedAt: readNow(),
        })
        .onConflictDoNothing()
        .returning();
      if (!review) {
        throw new AppError('CONFLICT', { message: OPPE_MESSAGES.alreadyConcluded });
      }
      // The comment stays out of the trail, as notes do: the platform's audit page is read outside the office.
      await audit({
        actorId: user.id,
        action: 'oppe.concluded',
        entity: 'oppe_review',
        entityId: review.id,
        hospitalId: cycle.hospitalId,
        data: { doctorId, cycleId: cycle.id, conclusion: review.conclusion },
      });
      if (review.conclusion === 'focused-review-needed') {
        await publish('oppe.focused-review-needed', {
          hospitalId: cycle.hospitalId,
          doctorId,
          cycleId: cycle.id,
          reviewId: review.id,
          reason: review.comment,
          actorId: user.id,
        });
      }
    },
    { db },
  );
  const review = await findReview(db, { doctorId, cycleId: cycle.id });
  return review!;
}
