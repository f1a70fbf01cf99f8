import {
  SET_PASSWORD_TTL_HOURS,
  type TSetPasswordCheckResponse,
  type TSetPasswordRequest,
  type TSetPasswordResponse,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { findUserById } from '@/core/users/users';
import { createEmailToken, findUsableEmailToken } from './email-tokens';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import { setPasswordFromLink } from './password-from-link';

export const SET_PASSWORD_PURPOSE = 'set-password' as const;
const TOKEN_MESSAGES = {
  invalid: AUTH_MESSAGES.setPasswordInvalid,
  expired: AUTH_MESSAGES.setPasswordExpired,
};

/** A fresh 72-hour, single-use set-password token; earlier unused ones stop working. */
export function createSetPasswordToken(ctx: TAppContext, userId: string): Promise<string> {
  return createEmailToken(ctx, {
    userId,
    purpose: SET_PASSWORD_PURPOSE,
    ttlHours: SET_PASSWORD_TTL_HOURS,
    replacePrevious: true,
  });
}

/** POST /auth/setPassword: an invited administrator chooses a password through the emailed link. */
export async function setPasswordWithToken(
  ctx: TAppContext,
  input: TSetPasswordRequest,
): Promise<TSetPasswordResponse> {
  const { email } = await setPasswordFromLink(ctx, {
    ...input,
    purpose: SET_PASSWORD_PURPOSE,
    messages: TOKEN_MESSAGES,
    action: 'auth.password-set',
  });
  return { message: AUTH_MESSAGES.passwordSet, email };
}

/**
 * POST /auth/setPassword/check: the invitation page asks before showing its form, so a used or
 * expired link says so at once. The link stays usable (nothing is consumed).
 */
export async function checkSetPasswordToken(
  ctx: TAppContext,
  token: string,
): Promise<TSetPasswordCheckResponse> {
  const row = await findUsableEmailToken(ctx, token, SET_PASSWORD_PURPOSE, TOKEN_MESSAGES);
  const user = await findUserById(ctx.db, row.userId);
  // Note: the same answer as setting the password would give: a disabled account's links are dead.
  if (!user || user.disabledAt) {
    throw new AppError('TOKEN_INVALID', { message: TOKEN_MESSAGES.invalid });
  }
  return { email: user.email };
}
