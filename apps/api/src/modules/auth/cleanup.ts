import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import type { TJob } from '@/core/jobs/scheduler';
import { SESSIONS_KEPT_DAYS } from '@/core/access/sessions';
import {
  authThrottle,
  emailTokens,
  oneTimeCodes,
  revokedTokens,
  sessions,
  ssoLogins,
  ssoTickets,
  stepUps,
  webauthnChallenges,
} from '@/core/db/schema';

export const CLEANUP_INTERVAL_MS = 60 * 60_000;

/**
 * Drops rows that can no longer matter: revoked ids of tokens that expired anyway, spent codes
 * and links (kept a while for support questions), step-ups (a day after their 5 minutes), passkey
 * challenges never answered, finished
 * throttle windows, sign-in activity older than SESSIONS_KEPT_DAYS, and single sign-ons' expired
 * states and tickets (their verifier and nonce are of no use to anyone once expired). Idempotent,
 * so every API process may run it.
 */
export async function deleteExpiredAuthRows(db: TDb): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, sql`now() - interval '7 days'`));
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, sql`now()`));
  await db.delete(ssoTickets).where(lt(ssoTickets.expiresAt, sql`now()`));
  await db
    .delete(sessions)
    .where(lt(sessions.createdAt, sql`now() - make_interval(days => ${SESSIONS_KEPT_DAYS})`));
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  // A step-up lives 5 minutes; the submission it signed keeps its own audit row.
  await db.delete(stepUps).where(lt(stepUps.expiresAt, sql`now() - interval '1 day'`));
  await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStart, sql`now() - interval '1 day'`),
        or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, sql`now()`)),
      ),
    );
}

/** The cleanup as a background job (hourly, in whichever process claims it). */
export const EXPIRED_AUTH_ROWS_JOB: TJob = {
  name: 'expired-auth-rows',
  everyMs: CLEANUP_INTERVAL_MS,
  run: async (ctx) => {
    await deleteExpiredAuthRows(ctx.db);
    return 'expired codes, links, step-ups, passkey challenges, revoked tokens, throttle windows, old sessions and single sign-on states removed';
  },
};
