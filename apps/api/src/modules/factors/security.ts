import { asc, eq } from 'drizzle-orm';
import {
  FACTOR_MESSAGES,
  type TFactorAdded,
  type TFactorProof,
  type TRecoveryCodes,
  type TSecurityView,
} from '@docapply/contracts';
import type { TAuth } from '@/core/access/guard';
import { findSecondFactors, hasStrongFactor } from '@/core/access/second-factors';
import { issueAccessToken, revokeToken } from '@/core/access/tokens';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { passkeys, totpFactors } from '@/core/db/schema';
import { toUserView, type TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { FACTOR_NAMES, createFactorRemovedMail } from './mails';
import { getSecurityUrl, requireProof } from './proof';
import { countRecoveryCodesLeft, deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { deleteTotp, hasTotpSetupStarted, useTotpCode } from './totp';

export type TFactorKind = keyof typeof FACTOR_NAMES;

/** GET /account/security: the signed-in account's own factors (Note: only ever the caller's). */
export async function getSecurity(ctx: TAppContext, user: TUserRow): Promise<TSecurityView> {
  const [totp] = await ctx.db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, user.id))
    .limit(1);
  const keys = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .orderBy(asc(passkeys.createdAt));
  const factors = await findSecondFactors(ctx.db, user);
  return {
    totp: totp?.confirmedAt ? { addedAt: totp.confirmedAt.toISOString() } : null,
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: await countRecoveryCodesLeft(ctx.db, user.id),
    isStrongRequired: factors.isStrongRequired,
  };
}

/**
 * A factor was just added (in `change`): its audit row, recovery codes if the account had none
 * left, and, for a session that could only set up a factor, a full one in its place.
 */
export async function finishFactorAdded(
  change: TChange,
  auth: TAuth,
  { factor, message }: { factor: TFactorKind; message: string },
): Promise<TFactorAdded> {
  const { user } = auth;
  await change.audit({
    actorId: user.id,
    action: 'auth.factor-added',
    entity: 'user',
    entityId: user.id,
    data: { factor },
  });
  const hasCodes = (await countRecoveryCodesLeft(change.tx, user.id)) > 0;
  const recoveryCodes = hasCodes ? [] : await replaceRecoveryCodes(change.ctx, user.id);
  if (!auth.isEnrolOnly) {
    return { message, recoveryCodes };
  }
  await revokeToken(change.tx, auth);
  const token = await issueAccessToken(change.ctx.config, user, { db: change.tx });
  return { message, recoveryCodes, session: { token, user: toUserView(user) } };
}

/** POST /account/security/totp/confirm: the app's first code proves it was set up right. */
export async function confirmTotp(ctx: TAppContext, auth: TAuth, code: string): Promise<TFactorAdded> {
  if (!(await hasTotpSetupStarted(ctx, auth.user.id))) {
    throw new AppError('CONFLICT', { message: FACTOR_MESSAGES.totpNotStarted });
  }
  return runChange(async (change) => {
    if (!(await useTotpCode(change.ctx, auth.user.id, code, { isSetUp: false }))) {
      throw new AppError('OTP_INVALID', {
        message: FACTOR_MESSAGES.codeInvalid,
        fields: { code: FACTOR_MESSAGES.codeInvalid },
      });
    }
    return finishFactorAdded(change, auth, { factor: 'totp', message: FACTOR_MESSAGES.totpAdded });
  });
}

/**
 * Removes one factor after the owner proved it is them (requireProof), refusing to remove the
 * last strong factor of an account that must have one. `remove` deletes it in the change and
 * answers whether there was one. With no strong factor left, the recovery codes go too.
 */
export async function removeFactor(
  ctx: TAppContext,
  user: TUserRow,
  options: {
    factor: TFactorKind;
    proof: TFactorProof;
    remove: (change: TChange) => Promise<boolean>;
    notFound: string;
    message: string;
  },
): Promise<{ message: string }> {
  await requireProof(ctx, user, options.proof);
  return runChange(async (change) => {
    if (!(await options.remove(change))) {
      throw new AppError('NOT_FOUND', { message: options.notFound });
    }
    const left = await findSecondFactors(change.tx, user);
    if (!hasStrongFactor(left)) {
      // Note: the account's organisation requires one; the removal is undone with the change.
      if (left.isStrongRequired) {
        throw new AppError('CONFLICT', { message: FACTOR_MESSAGES.lastStrongFactor });
      }
      await deleteRecoveryCodes(change.tx, user.id);
    }
    await change.audit({
      actorId: user.id,
      action: 'auth.factor-removed',
      entity: 'user',
      entityId: user.id,
      data: { factor: options.factor },
    });
    await change.mail({
      to: user.email,
      ...createFactorRemovedMail({
        firstName: user.firstName,
        factor: FACTOR_NAMES[options.factor],
        securityUrl: getSecurityUrl(ctx, user),
      }),
    });
    return { message: options.message };
  });
}

/** POST /account/security/totp/remove. */
export function removeTotp(ctx: TAppContext, user: TUserRow, proof: TFactorProof) {
  return removeFactor(ctx, user, {
    factor: 'totp',
    proof,
    remove: (change) => deleteTotp(change.ctx, user.id),
    notFound: FACTOR_MESSAGES.totpNotStarted,
    message: FACTOR_MESSAGES.totpRemoved,
  });
}

/** POST /account/security/recovery-codes: a new set, shown once; the old ones stop working. */
export async function regenerateRecoveryCodes(
  ctx: TAppContext,
  user: TUserRow,
  proof: TFactorProof,
): Promise<TRecoveryCodes> {
  await requireProof(ctx, user, proof);
  return runChange(async (change) => {
    if (!hasStrongFactor(await findSecondFactors(change.tx, user))) {
      throw new AppError('CONFLICT', { message: FACTOR_MESSAGES.recoveryNeedsFactor });
    }
    const recoveryCodes = await replaceRecoveryCodes(change.ctx, user.id);
    await change.audit({
      actorId: user.id,
      action: 'auth.recovery-codes-replaced',
      entity: 'user',
      entityId: user.id,
    });
    return { message: FACTOR_MESSAGES.recoveryCodesCreated, recoveryCodes };
  });
}
