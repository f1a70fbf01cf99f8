import type { TAppContext } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { hashPassword, requireStrongPassword } from '@/core/users/passwords';
import { findUserById } from '@/core/users/users';
import {
  consumeEmailToken,
  findUsableEmailToken,
  type TEmailTokenMessages,
  type TEmailTokenPurpose,
} from './email-tokens';
import { replacePassword } from './replace-password';

export type TPasswordFromLinkOptions = {
  token: string;
  password: string;
  purpose: TEmailTokenPurpose;
  messages: TEmailTokenMessages;
  /** The audit action written with the change. */
  action: string;
};

/**
 * Sets an account's password through an emailed link (an invitation or a reset). The link proves
 * the address, so the email counts as verified. A weak password leaves the link usable. The
 * link's use and the change (see replacePassword) are one transaction.
 */
export async function setPasswordFromLink(
  ctx: TAppContext,
  options: TPasswordFromLinkOptions,
): Promise<{ email: string }> {
  const { token, password, purpose, messages, action } = options;
  const row = await findUsableEmailToken(ctx, token, purpose, messages);
  const user = await findUserById(ctx.db, row.userId);
  // Note: a disabled account's links are dead; the platform administrator enables it first.
  if (!user || user.disabledAt) {
    throw new AppError('TOKEN_INVALID', { message: messages.invalid });
  }
  await requireStrongPassword(password, [user.email, user.firstName, user.lastName]);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await consumeEmailToken({ ...ctx, db: tx }, row, messages);
    await replacePassword(tx, {
      user,
      passwordHash,
      isEmailProven: true,
      audit: { actorId: user.id, action },
    });
  });
  return { email: user.email };
}
