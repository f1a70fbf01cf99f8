import {
  FACTOR_MESSAGES,
  type TPasskeyOptions,
  type TPasskeySignInRequest,
  type TPasskeySite,
  type TSession,
  type TSignInFactorRequest,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { findUserById } from '@/core/users/users';
import { completeSignIn, findLiveSignIn, rejectSignInAttempt, takeSignInAttempt } from '@/modules/auth';
import { AppError } from '@/lib/app-error';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import { createPasskeySignInOptions, usePasskey } from './passkeys';
import { useRecoveryCodeAndTell } from './proof';
import { useTotpCode } from './totp';

const signInOver = () => new AppError('OTP_EXPIRED', { message: AUTH_MESSAGES.codeExpired });

/**
 * POST /auth/factor: step 2 of the sign-in with the authenticator app's code or a recovery code.
 * It takes one of the sign-in's attempts, and a wrong code counts with the account's wrong
 * emailed codes (the same block, the same mail).
 */
export async function signInWithFactor(ctx: TAppContext, input: TSignInFactorRequest): Promise<TSession> {
  const row = await takeSignInAttempt(ctx, input.challenge);
  const user = await findUserById(ctx.db, row.userId);
  if (!user || user.disabledAt) {
    throw signInOver();
  }
  const isTotp = input.method === 'totp';
  const isRight = isTotp
    ? await useTotpCode(ctx, user.id, input.code, { isSetUp: true })
    : await useRecoveryCodeAndTell(ctx, user, input.code);
  if (!isRight) {
    return rejectSignInAttempt(ctx, user.id, {
      field: 'code',
      message: isTotp ? FACTOR_MESSAGES.codeInvalid : FACTOR_MESSAGES.recoveryInvalid,
    });
  }
  return completeSignIn(ctx, row, { method: input.method });
}

/** POST /auth/passkey/options: step 2's passkey challenge, for the sign-in the password began. */
export async function createSignInPasskeyOptions(
  ctx: TAppContext,
  input: { challenge: string; site: TPasskeySite },
): Promise<TPasskeyOptions> {
  const row = await findLiveSignIn(ctx, input.challenge);
  const user = await findUserById(ctx.db, row.userId);
  if (!user || user.disabledAt) {
    throw signInOver();
  }
  return createPasskeySignInOptions(ctx, user, input.site);
}

/** POST /auth/passkey: step 2 with a passkey; a failed check counts as a wrong code. */
export async function signInWithPasskey(ctx: TAppContext, input: TPasskeySignInRequest): Promise<TSession> {
  const row = await takeSignInAttempt(ctx, input.challenge);
  const user = await findUserById(ctx.db, row.userId);
  if (!user || user.disabledAt) {
    throw signInOver();
  }
  if (!(await usePasskey(ctx, user, input))) {
    return rejectSignInAttempt(ctx, user.id, { field: 'passkey', message: FACTOR_MESSAGES.passkeyFailed });
  }
  return completeSignIn(ctx, row, { method: 'passkey' });
}
