import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  ADMIN_LINKS,
  DOCTOR_LINKS,
  OTP_MAX_ATTEMPTS,
  toSiteUrl,
  type TSession,
  type TVerifyUserResponse,
} from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import { runChange } from '@/core/change';
import { currentIp, type TAppContext } from '@/core/context';
import { oneTimeCodes } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { createNumericCode, createRandomToken, hashSecret, isSameSecret } from '@/lib/secrets';
import { writeAudit } from '@/core/audit';
import { createSignInBlockedMail, createSignInCodeMail } from '@/core/outbox/templates';
import { getOtpMinutes } from '@/core/settings';
import { verifyAgainstDummy, verifyPassword } from '@/core/users/passwords';
import { findUserByEmail, findUserById, toUserView, type TUserRow } from '@/core/users/users';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import {
  OTP_RESEND_RULE,
  SIGN_IN_ACCOUNT_IP_RULE,
  SIGN_IN_ACCOUNT_RULE,
  SIGN_IN_CODE_RULE,
  SIGN_IN_IP_RULE,
  clearThrottle,
  getSignInAccountIpKey,
  getSignInAccountKey,
  getSignInCodeKey,
  isThrottled,
  recordAttempt,
} from './throttle';
import { issueAccessToken } from '@/core/access/tokens';
import { findRequiredProvider } from '@/core/access/password-sign-in';

// A resend extends a password check only for this long; after that the doctor signs in again.
const RESEND_WINDOW_MS = 30 * 60_000;

const tooManyAttempts = () => new AppError('TOO_MANY_REQUESTS', { message: AUTH_MESSAGES.tooManyAttempts });
const codeExpired = () => new AppError('OTP_EXPIRED', { message: AUTH_MESSAGES.codeExpired });

/** Step 1: email and password. Unknown emails and wrong passwords answer exactly alike. */
export async function verifyCredentials(
  ctx: TAppContext,
  input: { email: string; password: string },
): Promise<TVerifyUserResponse> {
  const email = normaliseEmail(input.email);
  const accountKey = getSignInAccountKey(email);
  // The request's address, from its context; callers without one share a single counter.
  const ip = currentIp() ?? 'unknown';
  const ipKey = `sign-in:ip:${ip}`;
  const accountIpKey = getSignInAccountIpKey(email, ip);
  if (await isThrottled(ctx.db, [accountIpKey, accountKey, ipKey])) {
    throw tooManyAttempts();
  }
  const user = await findUserByEmail(ctx.db, email);
  const isValid =
    user && !user.disabledAt
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
  if (!user || !isValid) {
    await recordAttempt(ctx.db, accountIpKey, SIGN_IN_ACCOUNT_IP_RULE);
    await recordAttempt(ctx.db, accountKey, SIGN_IN_ACCOUNT_RULE);
    await recordAttempt(ctx.db, ipKey, SIGN_IN_IP_RULE);
    await writeAudit(ctx.db, {
      actorId: null,
      action: 'auth.sign-in-failed',
      entity: 'user',
      entityId: user?.id ?? null,
      data: { email },
    });
    throw new AppError('INVALID_CREDENTIALS', { message: AUTH_MESSAGES.invalidCredentials });
  }
  await clearThrottle(ctx.db, accountIpKey);
  // Told only to someone who knew the password, like the block below.
  const provider = await findRequiredProvider(ctx.db, user);
  if (provider) {
    throw new AppError('FORBIDDEN', { message: AUTH_MESSAGES.passwordSignInOff(provider) });
  }
  // Told only to someone who knew the password: an account blocked after wrong codes gets no code.
  if (await isThrottled(ctx.db, [getSignInCodeKey(user.id)])) {
    throw tooManyAttempts();
  }
  return createChallenge(ctx, user);
}

/** Stores a hashed 6-digit code under a random challenge id and emails the code. */
async function createChallenge(ctx: TAppContext, user: TUserRow): Promise<TVerifyUserResponse> {
  const minutes = await getOtpMinutes(ctx.db, ctx.config.OTP_MINUTES);
  const challenge = createRandomToken();
  const code = createNumericCode();
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  // One change: the code and its email (a code nobody was sent is never stored, nor the reverse).
  await runChange(async (change) => {
    await change.tx.insert(oneTimeCodes).values({
      userId: user.id,
      challengeId: challenge,
      codeHash: hashSecret(ctx.config.TOKEN_KEY, `${challenge}:${code}`),
      expiresAt,
    });
    await change.mail({ to: user.email, ...createSignInCodeMail({ code, minutes }) });
  });
  return {
    message: AUTH_MESSAGES.codeSent,
    challenge,
    expiresAt: expiresAt.toISOString(),
    otpMinutes: minutes,
  };
}

/**
 * Step 2: the code. Every try first takes one of the 5 attempts in a single conditional update,
 * so even parallel guesses cannot exceed the limit; a spent, used or expired code is dead.
 */
export async function verifyOtp(
  ctx: TAppContext,
  input: { challenge: string; code: string },
): Promise<TSession> {
  const [row] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.challengeId, input.challenge),
        isNull(oneTimeCodes.usedAt),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) {
    throw codeExpired();
  }
  const codeKey = getSignInCodeKey(row.userId);
  if (await isThrottled(ctx.db, [codeKey])) {
    throw tooManyAttempts();
  }
  const expected = hashSecret(ctx.config.TOKEN_KEY, `${input.challenge}:${input.code}`);
  if (!isSameSecret(row.codeHash, expected) && !(await isEarlierCode(ctx, row, input.code))) {
    if (await recordAttempt(ctx.db, codeKey, SIGN_IN_CODE_RULE)) {
      await blockCodeSignIn(ctx, row.userId);
      throw tooManyAttempts();
    }
    throw new AppError('OTP_INVALID', {
      message: AUTH_MESSAGES.codeInvalid,
      fields: { code: AUTH_MESSAGES.codeInvalid },
    });
  }
  await clearThrottle(ctx.db, codeKey);
  // Signed in: this code and every other live code of the account die together.
  const [used] = await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.userId, row.userId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  const user = used ? await findUserById(ctx.db, row.userId) : null;
  if (!user || user.disabledAt) {
    throw codeExpired();
  }
  const token = await issueAccessToken(ctx.config, user);
  await writeAudit(ctx.db, {
    actorId: user.id,
    action: 'auth.sign-in',
    entity: 'user',
    entityId: user.id,
  });
  return { token, user: toUserView(user) };
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

/**
 * A code sent earlier for the same sign-in, still live, that arrived after its resend: each was
 * emailed to the account after its password was checked, so a late one still signs in.
 */
async function isEarlierCode(
  ctx: TAppContext,
  row: typeof oneTimeCodes.$inferSelect,
  code: string,
): Promise<boolean> {
  const earlier = await ctx.db
    .select({ challengeId: oneTimeCodes.challengeId, codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, row.userId),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
        lt(oneTimeCodes.createdAt, row.createdAt),
        gt(oneTimeCodes.createdAt, new Date(row.createdAt.getTime() - RESEND_WINDOW_MS)),
      ),
    );
  return earlier.some((other) =>
    isSameSecret(other.codeHash, hashSecret(ctx.config.TOKEN_KEY, `${other.challengeId}:${code}`)),
  );
}

/** A new code for a recent sign-in, under a new challenge; the code sent before keeps working until it expires. */
export async function resendOtp(ctx: TAppContext, challenge: string): Promise<TVerifyUserResponse> {
  const [row] = await ctx.db
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.challengeId, challenge))
    .limit(1);
  if (!row || row.usedAt || Date.now() - row.createdAt.getTime() > RESEND_WINDOW_MS) {
    throw new AppError('BAD_REQUEST', { message: AUTH_MESSAGES.signInAgain });
  }
  const key = `otp-resend:${row.userId}`;
  if (await isThrottled(ctx.db, [key])) {
    throw tooManyAttempts();
  }
  await recordAttempt(ctx.db, key, OTP_RESEND_RULE);
  const user = await findUserById(ctx.db, row.userId);
  if (!user || user.disabledAt) {
    throw new AppError('BAD_REQUEST', { message: AUTH_MESSAGES.signInAgain });
  }
  return createChallenge(ctx, user);
}
