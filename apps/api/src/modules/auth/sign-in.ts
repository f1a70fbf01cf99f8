import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type TSession, type TVerifyUserResponse } from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import { runChange } from '@/core/change';
import { currentIp, type TAppContext } from '@/core/context';
import { oneTimeCodes } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { createNumericCode, createRandomToken, hashSecret, isSameSecret } from '@/lib/secrets';
import { writeAudit } from '@/core/audit';
import { createSignInCodeMail } from '@/core/outbox/templates';
import { getOtpMinutes } from '@/core/settings';
import { verifyAgainstDummy, verifyPassword } from '@/core/users/passwords';
import { findUserByEmail, findUserById, type TUserRow } from '@/core/users/users';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import {
  OTP_RESEND_RULE,
  SIGN_IN_ACCOUNT_IP_RULE,
  SIGN_IN_ACCOUNT_RULE,
  SIGN_IN_IP_RULE,
  clearThrottle,
  getSignInAccountIpKey,
  getSignInAccountKey,
  getSignInCodeKey,
  isThrottled,
  recordAttempt,
} from './throttle';
import { findRequiredProvider } from '@/core/access/password-sign-in';
import { findSecondFactors, hasStrongFactor, type TSecondFactors } from '@/core/access/second-factors';
import { completeSignIn, rejectSignInAttempt, takeSignInAttempt, tooManyAttempts } from './sign-in-step';

// A resend extends a password check only for this long; after that the doctor signs in again.
const RESEND_WINDOW_MS = 30 * 60_000;
/** How long step 2 waits for a passkey or an authenticator app's code (no emailed code's lifetime). */
const FACTOR_STEP_MINUTES = 10;

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
  const factors = await findSecondFactors(ctx.db, user);
  return createChallenge(ctx, user, factors, { isCodeSent: !hasStrongFactor(factors) });
}

/** What step 2 may offer an account, told only to someone who knew the password. */
function toFactorOptions(factors: TSecondFactors) {
  return {
    totp: factors.hasTotp,
    passkey: factors.hasPasskey,
    recoveryCode: hasStrongFactor(factors),
    emailCode: !(factors.isStrongRequired && hasStrongFactor(factors)),
  };
}

/**
 * Stores a hashed 6-digit code under a random challenge id and emails the code. An account with a
 * passkey or an authenticator app is sent no code: step 2 asks for that factor, and for a code
 * only when the account asks for one (resendOtp), if its organisation allows it.
 */
async function createChallenge(
  ctx: TAppContext,
  user: TUserRow,
  factors: TSecondFactors,
  { isCodeSent }: { isCodeSent: boolean },
): Promise<TVerifyUserResponse> {
  const minutes = isCodeSent ? await getOtpMinutes(ctx.db, ctx.config.OTP_MINUTES) : FACTOR_STEP_MINUTES;
  const challenge = createRandomToken();
  const code = createNumericCode();
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  // One change: the code and its email (a code nobody was sent is never stored, nor the reverse).
  await runChange(async (change) => {
    await change.tx.insert(oneTimeCodes).values({
      userId: user.id,
      challengeId: challenge,
      // Without a mail, a code nobody knows: the row only carries the sign-in's attempts and age.
      codeHash: hashSecret(ctx.config.TOKEN_KEY, `${challenge}:${isCodeSent ? code : createRandomToken()}`),
      expiresAt,
    });
    if (isCodeSent) {
      await change.mail({ to: user.email, ...createSignInCodeMail({ code, minutes }) });
    }
  });
  return {
    message: isCodeSent ? AUTH_MESSAGES.codeSent : AUTH_MESSAGES.factorNeeded,
    challenge,
    expiresAt: expiresAt.toISOString(),
    otpMinutes: isCodeSent ? minutes : 0,
    isCodeSent,
    factors: toFactorOptions(factors),
  };
}

/**
 * A sign-in that another way began (single sign-on) whose account must still show its passkey or
 * authenticator app: step 2 without an emailed code, as after a password.
 */
export function createFactorChallenge(
  ctx: TAppContext,
  user: TUserRow,
  factors: TSecondFactors,
): Promise<TVerifyUserResponse> {
  return createChallenge(ctx, user, factors, { isCodeSent: false });
}

/** Step 2 with the emailed code. */
export async function verifyOtp(
  ctx: TAppContext,
  input: { challenge: string; code: string },
): Promise<TSession> {
  const row = await takeSignInAttempt(ctx, input.challenge);
  const expected = hashSecret(ctx.config.TOKEN_KEY, `${input.challenge}:${input.code}`);
  if (!isSameSecret(row.codeHash, expected) && !(await isEarlierCode(ctx, row, input.code))) {
    return rejectSignInAttempt(ctx, row.userId, { field: 'code', message: AUTH_MESSAGES.codeInvalid });
  }
  await refuseEmailCodeWhenStrongRequired(ctx, row.userId);
  return completeSignIn(ctx, row, { method: 'email-code' });
}

/**
 * Note: an account whose organisation requires a strong factor, and that has one, is not signed in
 * (nor sent a code) by email: the requirement may have come after the code was sent.
 */
async function refuseEmailCodeWhenStrongRequired(ctx: TAppContext, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  const factors = user ? await findSecondFactors(ctx.db, user) : null;
  if (factors && factors.isStrongRequired && hasStrongFactor(factors)) {
    throw new AppError('FORBIDDEN', { message: AUTH_MESSAGES.emailCodeNotAccepted });
  }
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
  await refuseEmailCodeWhenStrongRequired(ctx, row.userId);
  await recordAttempt(ctx.db, key, OTP_RESEND_RULE);
  const user = await findUserById(ctx.db, row.userId);
  if (!user || user.disabledAt) {
    throw new AppError('BAD_REQUEST', { message: AUTH_MESSAGES.signInAgain });
  }
  // Asked for by the account: a code is emailed even when it has a strong factor.
  const factors = await findSecondFactors(ctx.db, user);
  return createChallenge(ctx, user, factors, { isCodeSent: true });
}
