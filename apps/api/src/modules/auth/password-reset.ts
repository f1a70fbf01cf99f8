import {
  PASSWORD_RESET_TTL_MINUTES,
  type TForgotPasswordRequest,
  type TPasswordResetSite,
  type TResetPasswordRequest,
  type TResetPasswordResponse,
  ADMIN_LINKS,
  DOCTOR_LINKS,
  toSiteUrl,
} from '@docapply/contracts';
import { normaliseEmail } from '@docapply/rules';
import { runAfterAnswer } from '@/core/after-answer';
import { runChange } from '@/core/change';
import { currentIp, type TAppContext } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { writeAudit } from '@/core/audit';
import { createPasswordResetMail } from '@/core/outbox/templates';
import { findUserByEmail } from '@/core/users/users';
import { createEmailToken } from './email-tokens';
import { AUTH_MESSAGES } from '@/core/access/auth-messages';
import { setPasswordFromLink } from './password-from-link';
import { RESET_MAIL_ACCOUNT_RULE, RESET_MAIL_IP_RULE, isThrottled, recordAttempt } from './throttle';

export const RESET_PASSWORD_PURPOSE = 'reset-password' as const;
const TOKEN_MESSAGES = { invalid: AUTH_MESSAGES.resetInvalid, expired: AUTH_MESSAGES.resetExpired };

type TResetLinkOptions = { email: string; site: TPasswordResetSite };

/**
 * POST /auth/password/forgot. The answer is decided before the email is even looked up: the
 * counters are the same for every address, and the lookup and the mail run after the answer, so
 * status, body and time say nothing about whether the address has an account.
 */
export async function requestPasswordReset(
  ctx: TAppContext,
  input: TForgotPasswordRequest,
): Promise<{ message: string }> {
  const email = normaliseEmail(input.email);
  const accountKey = `reset-mail:account:${email}`;
  // The request's address, from its context; callers without one share a single counter.
  const ipKey = `reset-mail:ip:${currentIp() ?? 'unknown'}`;
  if (await isThrottled(ctx.db, [accountKey, ipKey])) {
    throw new AppError('TOO_MANY_REQUESTS', { message: AUTH_MESSAGES.tooManyAttempts });
  }
  await recordAttempt(ctx.db, accountKey, RESET_MAIL_ACCOUNT_RULE);
  await recordAttempt(ctx.db, ipKey, RESET_MAIL_IP_RULE);
  runAfterAnswer(
    () => sendResetLink(ctx, { email, site: input.site ?? 'portal' }),
    (error) => ctx.log.error({ err: error }, 'Password reset link not sent'),
  );
  return { message: AUTH_MESSAGES.resetRequested };
}

/** Emails a fresh link to the site that asked; earlier unused reset links stop working. */
async function sendResetLink(app: TAppContext, options: TResetLinkOptions): Promise<void> {
  // One change: the link, its audit row and the email commit together.
  await runChange((change) => storeResetLink(change.ctx, options), { db: app.db });
}

async function storeResetLink(ctx: TAppContext, { email, site }: TResetLinkOptions): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  // Note: a disabled account gets no link; its administrator enables it first.
  if (!user || user.disabledAt) {
    return;
  }
  const token = await createEmailToken(ctx, {
    userId: user.id,
    purpose: RESET_PASSWORD_PURPOSE,
    ttlHours: PASSWORD_RESET_TTL_MINUTES / 60,
    replacePrevious: true,
  });
  const link =
    site === 'admin'
      ? toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.resetPassword.getHref(token))
      : toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.resetPassword.getHref(token));
  await writeAudit(ctx.db, {
    actorId: null,
    action: 'auth.password-reset-requested',
    entity: 'user',
    entityId: user.id,
    data: { site },
  });
  await ctx.mailer.queue({
    to: user.email,
    ...createPasswordResetMail({ firstName: user.firstName, link, minutes: PASSWORD_RESET_TTL_MINUTES }),
  });
}

/** POST /auth/password/reset: the new password through the emailed link; every session ends. */
export async function resetPassword(
  ctx: TAppContext,
  input: TResetPasswordRequest,
): Promise<TResetPasswordResponse> {
  const { email } = await setPasswordFromLink(ctx, {
    ...input,
    purpose: RESET_PASSWORD_PURPOSE,
    messages: TOKEN_MESSAGES,
    action: 'auth.password-reset',
  });
  return { message: AUTH_MESSAGES.passwordReset, email };
}
