import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { authThrottle } from '@/core/db/schema';

/** `limit` failures within `windowMinutes` lock the key for `windowMinutes`. */
export type TThrottleRule = { limit: number; windowMinutes: number };

export const SIGN_IN_ACCOUNT_RULE: TThrottleRule = { limit: 5, windowMinutes: 15 };
export const SIGN_IN_IP_RULE: TThrottleRule = { limit: 20, windowMinutes: 15 };
export const OTP_RESEND_RULE: TThrottleRule = { limit: 5, windowMinutes: 15 };
export const VERIFY_MAIL_RULE: TThrottleRule = { limit: 5, windowMinutes: 60 };
export const RESET_MAIL_ACCOUNT_RULE: TThrottleRule = { limit: 5, windowMinutes: 60 };
export const RESET_MAIL_IP_RULE: TThrottleRule = { limit: 20, windowMinutes: 15 };

/** The per-account sign-in counter; a password reset clears it along with the old password. */
export function getSignInAccountKey(email: string): string {
  return `sign-in:account:${email}`;
}

// Kept in the database, not in memory: every API process sees the same counters.
export async function isThrottled(db: TDb, keys: string[]): Promise<boolean> {
  const rows = await db
    .select({ key: authThrottle.key })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, keys), gt(authThrottle.lockedUntil, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}

/** Counts one attempt atomically (one upsert), starting a new window when the old one is over. */
export async function recordAttempt(db: TDb, key: string, rule: TThrottleRule): Promise<void> {
  const window = sql`${`${rule.windowMinutes} minutes`}::interval`;
  const isWindowOver = sql`"auth_throttle"."window_start" < now() - ${window}`;
  const nextCount = sql`case when ${isWindowOver} then 1 else "auth_throttle"."count" + 1 end`;
  await db
    .insert(authThrottle)
    .values({
      key,
      count: 1,
      windowStart: sql`now()`,
      lockedUntil: rule.limit <= 1 ? sql`now() + ${window}` : null,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        count: nextCount,
        windowStart: sql`case when ${isWindowOver} then now() else "auth_throttle"."window_start" end`,
        lockedUntil: sql`case when ${nextCount} >= ${rule.limit} then now() + ${window} else null end`,
      },
    });
}

export async function clearThrottle(db: TDb, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
