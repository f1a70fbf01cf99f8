import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TSession } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { ssoTickets } from '@/core/db/schema';
import { issueAccessToken } from '@/core/access/tokens';
import { findUserById, toUserView, type TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { hashSecret } from '@/lib/secrets';
import { SSO_MESSAGES } from './messages';

/**
 * The session of someone the identity provider signed in. The one place a single sign-on becomes a
 * session: DocApply's emailed code is skipped, the provider answers for its own second factor
 * (ADR 16); a second factor of DocApply's own would be asked here.
 */
export async function issueSsoSession(ctx: TAppContext, user: TUserRow): Promise<TSession> {
  return { token: await issueAccessToken(ctx.config, user, { method: 'sso' }), user: toUserView(user) };
}

/** POST /sso/session: the callback's ticket, once and within its two minutes, for the session. */
export async function exchangeSsoTicket(ctx: TAppContext, { ticket }: { ticket: string }): Promise<TSession> {
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
