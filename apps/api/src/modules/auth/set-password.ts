import { eq, sql } from 'drizzle-orm';
import {
  SET_PASSWORD_TTL_HOURS,
  type TSetPasswordRequest,
  type TSetPasswordResponse,
} from '@docapply/contracts';
import type { TAppContext } from '@/app-context';
import { users } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { writeAudit } from '@/modules/audit/audit';
import { checkPasswordStrength, hashPassword } from '@/modules/users/passwords';
import { findUserById } from '@/modules/users/users';
import { consumeEmailToken, createEmailToken, findUsableEmailToken } from './email-tokens';
import { AUTH_MESSAGES } from './messages';

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

/**
 * POST /auth/setPassword: an invited administrator chooses a password through the emailed link.
 * The link proves the address, so the email counts as verified. A weak password leaves the
 * link usable, so the person can try another one.
 */
export async function setPasswordWithToken(
  ctx: TAppContext,
  input: TSetPasswordRequest,
  ip: string,
): Promise<TSetPasswordResponse> {
  const row = await findUsableEmailToken(ctx, input.token, SET_PASSWORD_PURPOSE, TOKEN_MESSAGES);
  const user = await findUserById(ctx.db, row.userId);
  // Note: a disabled account's link is dead; the platform administrator enables it first.
  if (!user || user.disabledAt) {
    throw new AppError('TOKEN_INVALID', { message: TOKEN_MESSAGES.invalid });
  }
  const weak = checkPasswordStrength(input.password, [user.email, user.firstName, user.lastName, 'docapply']);
  if (weak) {
    throw new AppError('VALIDATION', {
      message: 'Please correct the highlighted fields',
      fields: { password: weak },
    });
  }
  const passwordHash = await hashPassword(input.password);
  await consumeEmailToken(ctx, row, TOKEN_MESSAGES);
  await ctx.db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, user.id));
  await writeAudit(ctx.db, {
    actorId: user.id,
    action: 'auth.password-set',
    entity: 'user',
    entityId: user.id,
    ip,
  });
  return { message: AUTH_MESSAGES.passwordSet, email: user.email };
}
