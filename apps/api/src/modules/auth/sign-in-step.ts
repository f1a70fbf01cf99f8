import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ADMIN_LINKS, DOCTOR_LINKS, OTP_MAX_ATTEMPTS, toSiteUrl, type TSession } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { oneTimeCodes } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { writeAudit } from '@/core/audit';
import { createSignInBlockedMail } from '@/core/outbox/templates';
import { findUserById, toUserView } from '@/core/users/users';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import { findSecondFactors, hasStrongFactor } from '@/core/access/second-factors';
import { issueAccessToken } from '@/core/access/tokens';
import { SIGN_IN_CODE_RULE, clearThrottle, getSignInCodeKey, isThrottled, recordAttempt } from './throttle';

/**
 * Step 2 of the sign-in, whatever proves it (an emailed code, an authenticator app, a recovery
 * code, a passkey): its attempts, the per-account count of wrong ones, and the session at the end.
 */

/** A sign-in between its password and its second step (its one_time_codes row). */
export type TSignInChallenge = typeof oneTimeCodes.$inferSelect;
/** How step 2 was passed, written on the sign-in's audit row. */
export type TSignInMethod = 'email-code' | 'totp' | 'recovery-code' | 'passkey';

export const tooManyAttempts = () =>
  new AppError('TOO_MANY_REQUESTS', { message: AUTH_MESSAGES.tooManyAttempts });
export const codeExpired = () => new AppError('OTP_EXPIRED', { message: AUTH_MESSAGES.codeExpired });

/** The sign-in's row while it may still pass step 2: not used, tries left, not expired. */
function isLiveSignIn(challenge: string) {
  return and(
    eq(oneTimeCodes.challengeId, challenge),
    isNull(oneTimeCodes.usedAt),
    lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
    gt(oneTimeCodes.expiresAt, sql`now()`),
  );
}

/** A sign-in waiting for its step 2, without taking an attempt (a passkey's challenge is asked first). */
export async function findLiveSignIn(ctx: TAppContext, challenge: string): Promise<TSignInChallenge> {
  const [row] = await ctx.db.select().from(oneTimeCodes).where(isLiveSignIn(challenge)).limit(1);
  if (!row) {
    throw codeExpired();
  }
  return row;
}

/**
 * Takes one of the 5 attempts of a sign-in's step 2 in a single conditional update, so even
 * parallel guesses cannot exceed the limit; a spent, used or expired challenge is dead, and an
 * account blocked after too many wrong codes (or second factors) gets nowhere.
 */
export async function takeSignInAttempt(ctx: TAppContext, challenge: string): Promise<TSignInChallenge> {
  const [row] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(isLiveSignIn(challenge))
    .returning();
  if (!row) {
    throw codeExpired();
  }
  if (await isThrottled(ctx.db, [getSignInCodeKey(row.userId)])) {
    throw tooManyAttempts();
  }
  return row;
}

/**
 * A wrong code or second factor at step 2, counted per account whatever it was (SIGN_IN_CODE_RULE);
 * the one that reaches the limit blocks the account's sign-in. Always throws: `field` names the
 * form field the answer points at.
 */
export async function rejectSignInAttempt(
  ctx: TAppContext,
  userId: string,
  { field, message }: { field: string; message: string },
): Promise<never> {
  if (await recordAttempt(ctx.db, getSignInCodeKey(userId), SIGN_IN_CODE_RULE)) {
    await blockCodeSignIn(ctx, userId);
    throw tooManyAttempts();
  }
  throw new AppError('OTP_INVALID', { message, fields: { [field]: message } });
}

/**
 * Step 2 passed: the counter of wrong codes is cleared, this sign-in and every other live code of
 * the account die together, and a session is issued. An account whose organisation requires a
 * strong factor that has none yet gets a session that may only set one up.
 */
export async function completeSignIn(
  ctx: TAppContext,
  row: TSignInChallenge,
  { method }: { method: TSignInMethod },
): Promise<TSession> {
  await clearThrottle(ctx.db, getSignInCodeKey(row.userId));
  const [used] = await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.userId, row.userId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  const user = used ? await findUserById(ctx.db, row.userId) : null;
  if (!user || user.disabledAt) {
    throw codeExpired();
  }
  const factors = await findSecondFactors(ctx.db, user);
  const isEnrolOnly = factors.isStrongRequired && !hasStrongFactor(factors);
  // The sign-in activity page names a password and an emailed code 'password'.
  const token = await issueAccessToken(ctx.config, user, {
    isEnrolOnly,
    method: method === 'email-code' ? 'password' : method,
  });
  await writeAudit(ctx.db, {
    actorId: user.id,
    action: 'auth.sign-in',
    entity: 'user',
    entityId: user.id,
    data: method === 'email-code' ? undefined : { method },
  });
  return { token, user: toUserView(user), ...(isEnrolOnly ? { isEnrolOnly } : {}) };
}

/**
 * The wrong code that reached SIGN_IN_CODE_RULE's limit: every live code of the account dies, and its
 * owner is told (one change: the codes, the audit row and the mail).
 */
async function blockCodeSignIn(ctx: TAppContext, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) {
    return;
  }
  const isAdmin = !user.roles.includes('doctor');
  const resetUrl = isAdmin
    ? toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.forgotPassword.getHref())
    : toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.forgotPassword.getHref());
  await runChange(async (change) => {
    await change.tx
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
    await change.audit({
      actorId: null,
      action: 'auth.sign-in-code-blocked',
      entity: 'user',
      entityId: userId,
      data: { attempts: SIGN_IN_CODE_RULE.limit, minutes: SIGN_IN_CODE_RULE.windowMinutes },
    });
    await change.mail({
      to: user.email,
      ...createSignInBlockedMail({
        attempts: SIGN_IN_CODE_RULE.limit,
        minutes: SIGN_IN_CODE_RULE.windowMinutes,
        resetUrl,
      }),
    });
  });
}
