import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMAIL_VERIFY_TTL_HOURS } from '@docapply/contracts';
import type { TAppContext } from '@/app-context';
import { emailTokens, users } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { createRandomToken, hashSecret } from '@/lib/secrets';
import { writeAudit } from '@/modules/audit/audit';
import { createVerifyEmailMail } from '@/modules/mail/templates';
import { findUserByEmail, findUserById, type TUserRow } from '@/modules/users/users';
import { AUTH_MESSAGES } from './messages';
import { VERIFY_MAIL_RULE, isThrottled, recordAttempt } from './throttle';

export const EMAIL_VERIFY_PURPOSE = 'email-verify';

/** Emails a fresh single-use link; silently sends nothing once an account had too many. */
export async function sendVerificationEmail(ctx: TAppContext, user: TUserRow): Promise<void> {
  const key = `verify-mail:${user.id}`;
  if (await isThrottled(ctx.db, [key])) {
    return;
  }
  await recordAttempt(ctx.db, key, VERIFY_MAIL_RULE);
  const token = createRandomToken();
  await ctx.db.insert(emailTokens).values({
    userId: user.id,
    purpose: EMAIL_VERIFY_PURPOSE,
    tokenHash: hashSecret(ctx.config.TOKEN_KEY, token),
    expiresAt: new Date(Date.now() + EMAIL_VERIFY_TTL_HOURS * 3_600_000),
  });
  const link = `${ctx.config.DOCTOR_URL}emailVerified?token=${encodeURIComponent(token)}`;
  await ctx.mailer.queue({ to: user.email, ...createVerifyEmailMail({ firstName: user.firstName, link }) });
}

/** The row behind a link token, checked for use and age (invalid and used read the same). */
async function findUsableToken(ctx: TAppContext, token: string) {
  const [row] = await ctx.db
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashSecret(ctx.config.TOKEN_KEY, token)),
        eq(emailTokens.purpose, EMAIL_VERIFY_PURPOSE),
      ),
    )
    .limit(1);
  if (!row || row.usedAt) {
    throw new AppError('TOKEN_INVALID', { message: AUTH_MESSAGES.tokenInvalid });
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('TOKEN_EXPIRED', { message: AUTH_MESSAGES.tokenExpired });
  }
  return row;
}

export async function verifyEmail(ctx: TAppContext, token: string, ip: string) {
  const row = await findUsableToken(ctx, token);
  // Consuming is one conditional update, so two clicks at once cannot both succeed.
  const [consumed] = await ctx.db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ userId: emailTokens.userId });
  if (!consumed) {
    throw new AppError('TOKEN_INVALID', { message: AUTH_MESSAGES.tokenInvalid });
  }
  const [user] = await ctx.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, consumed.userId))
    .returning({ id: users.id, email: users.email });
  if (!user) {
    throw new AppError('TOKEN_INVALID', { message: AUTH_MESSAGES.tokenInvalid });
  }
  await writeAudit(ctx.db, {
    actorId: user.id,
    action: 'auth.email-verified',
    entity: 'user',
    entityId: user.id,
    ip,
  });
  return { message: AUTH_MESSAGES.verified, email: user.email };
}

/** Same answer whether or not the email exists or is already verified. */
export async function resendVerification(ctx: TAppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerifiedAt && !user.disabledAt) {
    await sendVerificationEmail(ctx, user);
  }
  return { message: AUTH_MESSAGES.resent };
}

/** What the /emailVerified page may show about a link, without using it up. */
export async function extractLinkValues(ctx: TAppContext, token: string) {
  const row = await findUsableToken(ctx, token);
  const user = await findUserById(ctx.db, row.userId);
  if (!user) {
    throw new AppError('TOKEN_INVALID', { message: AUTH_MESSAGES.tokenInvalid });
  }
  return { purpose: EMAIL_VERIFY_PURPOSE, email: user.email };
}
