import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TSsoSessionResult } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { ssoTickets } from '@/core/db/schema';
import { issueAccessToken } from '@/core/access/tokens';
import { findSecondFactors, hasStrongFactor } from '@/core/access/second-factors';
import { createFactorChallenge } from '@/modules/auth';
import { findUserById, toUserView, type TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { hashSecret } from '@/lib/secrets';
import { SSO_MESSAGES } from './messages';

/**
 * The session of someone the identity provider signed in. The one place a single sign-on becomes a
 * session: DocApply's emailed code is skipped, the provider answers for its own second factor
 * (ADR 16); a second factor of DocApply's own would be asked here.
 */
export async function issueSsoSession(ctx: TAppContext, user: TUserRow): Promise<TSsoSessionResult> {
  // A hospital (or the platform) that requires a passkey or an authenticator app of its admins
  // requires it after a single sign-on too: the provider's own second factor is not DocApply's to see.
  const factors = await findSecondFactors(ctx.db, user);
  if (factors.isStrongRequired && hasStrongFactor(factors)) {
    return { ...(await createFactorChallenge(ctx, user, factors)), email: user.email };
  }
  const isEnrolOnly = factors.isStrongRequired;
  const token = await issueAccessToken(ctx.config, user, { method: 'sso', isEnrolOnly });
  return { token, user: toUserView(user), ...(isEnrolOnly ? { isEnrolOnly } : {}) };
}

/** POST /sso/session: the callback's ticket, once and within its two minutes, for the session. */
export async function exchangeSsoTicket(
  ctx: TAppContext,
  { ticket }: { ticket: string },
): Promise<TSsoSessionResult> {
  const [used] = await ctx.db
    .update(ssoTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(ssoTickets.ticketHash, hashSecret(ctx.config.TOKEN_KEY, ticket)),
        isNull(ssoTickets.usedAt),
        gt(ssoTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: ssoTickets.userId });
  const user = used ? await findUserById(ctx.db, used.userId) : null;
  if (!user || user.disabledAt) {
    throw new AppError('BAD_REQUEST', { message: SSO_MESSAGES.ticketInvalid });
  }
  return issueSsoSession(ctx, user);
}
