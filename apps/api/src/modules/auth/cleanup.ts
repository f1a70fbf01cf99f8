import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import type { TJob } from '@/core/jobs/scheduler';
import { authThrottle, emailTokens, oneTimeCodes, revokedTokens, webauthnChallenges } from '@/core/db/schema';

export const CLEANUP_INTERVAL_MS = 60 * 60_000;

/**
 * Drops rows that can no longer matter: revoked ids of tokens that expired anyway, spent codes and
 * links (kept a while for support questions), passkey challenges never answered, and finished
 * throttle windows. Idempotent, so every API process may run it.
 */
export async function deleteExpiredAuthRows(db: TDb): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, sql`now() - interval '7 days'`));
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
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
    return 'expired codes, links, passkey challenges, revoked tokens and throttle windows removed';
  },
};
