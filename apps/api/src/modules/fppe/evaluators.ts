import dayjs from 'dayjs';
import { and, count, eq } from 'drizzle-orm';
import {
  ADMIN_LINKS,
  FPPE_MESSAGES,
  toSiteUrl,
  type TAddFppeEvaluatorRequest,
  type TFppeDetail,
} from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { fppeEvaluations, fppeEvaluators } from '@/core/db/schema';
import { findUserByEmail, type TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { lockManagedFppe, type TFppeRow } from './access';
import { signEvaluatorToken } from './link-token';
import { createEvaluatorMail } from './mails';
import { findFppeParties } from './parties';
import { getFppeDetail } from './views';

export type TEvaluatorRow = typeof fppeEvaluators.$inferSelect;

/** An evaluator's link works until 90 days after the due date (a plan extended is a new FPPE). */
const LINK_DAYS_AFTER_DUE = 90;

/**
 * A link for the evaluator: a new one (older ones stop working), or with `keepJti` one beside those
 * already sent (a reminder's). Returns the link.
 */
export async function issueEvaluatorLink(
  change: TChange,
  { evaluator, fppe, keepJti }: { evaluator: TEvaluatorRow; fppe: TFppeRow; keepJti?: string },
): Promise<string> {
  const { config } = change.ctx;
  const expiresAt = dayjs(fppe.dueOn).add(LINK_DAYS_AFTER_DUE, 'day').toDate();
  const { token, jti } = await signEvaluatorToken(config, {
    evaluatorId: evaluator.id,
    expiresAt,
    jti: keepJti,
  });
  if (!keepJti) {
    await change.tx.update(fppeEvaluators).set({ tokenId: jti }).where(eq(fppeEvaluators.id, evaluator.id));
  }
  return toSiteUrl(config.ADMIN_URL, ADMIN_LINKS.evaluate.getHref(token));
}

async function mailLink(change: TChange, { evaluator, fppe }: { evaluator: TEvaluatorRow; fppe: TFppeRow }) {
  const link = await issueEvaluatorLink(change, { evaluator, fppe });
  const parties = await findFppeParties(change.tx, fppe);
  await change.mail({
    to: evaluator.email,
    ...createEvaluatorMail({ ...parties, ...parties.plan, evaluatorName: evaluator.name, link }),
  });
}

function assertOpen(fppe: TFppeRow) {
  if (fppe.state !== 'open') {
    throw new AppError('CONFLICT', { message: FPPE_MESSAGES.notOpen });
  }
}

/** POST /admin/fppe/{id}/evaluators: a proctor or reviewer, emailed their own link. */
export async function addEvaluator(
  ctx: TAppContext,
  user: TUserRow,
  { fppeId, body }: { fppeId: string; body: TAddFppeEvaluatorRequest },
): Promise<TFppeDetail> {
  await runChange(
    async (change) => {
      const fppe = await lockManagedFppe(change.tx, user, fppeId);
      assertOpen(fppe);
      const email = normaliseEmail(body.email);
      const account = await findUserByEmail(change.tx, email);
      if (account?.id === fppe.doctorId) {
        throw new AppError('VALIDATION', {
          message: FPPE_MESSAGES.evaluatorIsSubject,
          fields: { email: FPPE_MESSAGES.evaluatorIsSubject },
        });
      }
      const [evaluator] = await change.tx
        .insert(fppeEvaluators)
        .values({
          fppeId: fppe.id,
          email,
          name: body.name.trim(),
          userId: account?.id ?? null,
          invitedBy: user.id,
        })
        .onConflictDoNothing()
        .returning();
      if (!evaluator) {
        throw new AppError('CONFLICT', {
          message: FPPE_MESSAGES.evaluatorExists,
          fields: { email: FPPE_MESSAGES.evaluatorExists },
        });
      }
      await change.audit({
        actorId: user.id,
        action: 'fppe.evaluator-added',
        entity: 'fppe',
        entityId: fppe.id,
        applicationId: fppe.applicationId,
        hospitalId: fppe.hospitalId,
        data: { evaluatorId: evaluator.id, email },
      });
      await mailLink(change, { evaluator, fppe });
    },
    { db: ctx.db },
  );
  return getFppeDetail(ctx.db, user, fppeId);
}

async function lockEvaluator(change: TChange, user: TUserRow, fppeId: string, evaluatorId: string) {
  const fppe = await lockManagedFppe(change.tx, user, fppeId);
  const [evaluator] = await change.tx
    .select()
    .from(fppeEvaluators)
    .where(and(eq(fppeEvaluators.fppeId, fppe.id), eq(fppeEvaluators.id, evaluatorId)));
  if (!evaluator) {
    throw new AppError('NOT_FOUND', { message: FPPE_MESSAGES.evaluatorNotFound });
  }
  return { fppe, evaluator };
}

/** POST /admin/fppe/{id}/evaluators/{evaluatorId}/resend: a new link (the old one stops working). */
export async function resendEvaluatorLink(
  ctx: TAppContext,
  user: TUserRow,
  { fppeId, evaluatorId }: { fppeId: string; evaluatorId: string },
): Promise<TFppeDetail> {
  await runChange(
    async (change) => {
      const { fppe, evaluator } = await lockEvaluator(change, user, fppeId, evaluatorId);
      assertOpen(fppe);
      await change.audit({
        actorId: user.id,
        action: 'fppe.evaluator-link-resent',
        entity: 'fppe',
        entityId: fppe.id,
        applicationId: fppe.applicationId,
        hospitalId: fppe.hospitalId,
        data: { evaluatorId: evaluator.id },
      });
      await mailLink(change, { evaluator, fppe });
    },
    { db: ctx.db },
  );
  return getFppeDetail(ctx.db, user, fppeId);
}

/**
 * DELETE /admin/fppe/{id}/evaluators/{evaluatorId}: their link stops working. One who has signed
 * evaluations stays listed with them (they are the record), the link withdrawn all the same.
 */
export async function removeEvaluator(
  ctx: TAppContext,
  user: TUserRow,
  { fppeId, evaluatorId }: { fppeId: string; evaluatorId: string },
): Promise<TFppeDetail> {
  await runChange(
    async (change) => {
      const { fppe, evaluator } = await lockEvaluator(change, user, fppeId, evaluatorId);
      const [{ signed }] = await change.tx
        .select({ signed: count() })
        .from(fppeEvaluations)
        .where(eq(fppeEvaluations.evaluatorId, evaluator.id));
      if (signed > 0) {
        await change.tx
          .update(fppeEvaluators)
          .set({ tokenId: null })
          .where(eq(fppeEvaluators.id, evaluator.id));
      } else {
        await change.tx.delete(fppeEvaluators).where(eq(fppeEvaluators.id, evaluator.id));
      }
      await change.audit({
        actorId: user.id,
        action: 'fppe.evaluator-removed',
        entity: 'fppe',
        entityId: fppe.id,
        applicationId: fppe.applicationId,
        hospitalId: fppe.hospitalId,
        data: { evaluatorId: evaluator.id, email: evaluator.email, kept: signed > 0 },
      });
    },
    { db: ctx.db },
  );
  return getFppeDetail(ctx.db, user, fppeId);
}
