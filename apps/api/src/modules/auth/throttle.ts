import { and, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { authThrottle } from '@/core/db/schema';

/** `limit` failures within `windowMinutes` lock the key for `windowMinutes`. */
export type TThrottleRule = { limit: number; windowMinutes: number };

/**
 * Wrong passwords at one account from one address: that address is stopped there, the account's
 * owner elsewhere is not (5 from anywhere locked the account: anyone could lock anyone out).
 */
export const SIGN_IN_ACCOUNT_IP_RULE: TThrottleRule = { limit: 5, windowMinutes: 15 };
/** Wrong passwords at one account from all addresses: guessing spread over many addresses. */
export const SIGN_IN_ACCOUNT_RULE: TThrottleRule = { limit: 30, windowMinutes: 15 };
export const SIGN_IN_IP_RULE: TThrottleRule = { limit: 20, windowMinutes: 15 };
/**
 * Wrong sign-in codes of one account, whatever code they were meant for: each right password sends a
 * fresh code with its own 5 tries, so without this someone who knows the password could guess on.
 */
export const SIGN_IN_CODE_RULE: TThrottleRule = { limit: 10, windowMinutes: 60 };
export const OTP_RESEND_RULE: TThrottleRule = { limit: 5, windowMinutes: 15 };
export const VERIFY_MAIL_RULE: TThrottleRule = { limit: 5, windowMinutes: 60 };
export const RESET_MAIL_ACCOUNT_RULE: TThrottleRule = { limit: 5, windowMinutes: 60 };
export const RESET_MAIL_IP_RULE: TThrottleRule = { limit: 20, windowMinutes: 15 };

/** The per-account sign-in counter; a password reset clears it along with the old password. */
export function getSignInAccountKey(email: string): string {
  return `sign-in:account:${email}`;
}

/** The counter of one address's wrong passwords at one account (SIGN_IN_ACCOUNT_IP_RULE). */
export function getSignInAccountIpKey(email: string, ip: string): string {
  return `${getSignInAccountKey(email)}:ip:${ip}`;
}

/**
 * The per-account counter of wrong sign-in codes (SIGN_IN_CODE_RULE); only the account's owner (the
 * code in their mail, or a new password) clears it, not the password alone.
 */
export function getSignInCodeKey(userId: string): string {
  return `sign-in-code:account:${userId}`;
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

/**
 * Counts one attempt atomically (one upsert), starting a new window when the old one is over. True
 * when this attempt is the one that locked the key (the limit reached just now).
 */
export async function recordAttempt(db: TDb, key: string, rule: TThrottleRule): Promise<boolean> {
  const window = sql`${`${rule.windowMinutes} minutes`}::interval`;
  const isWindowOver = sql`"auth_throttle"."window_start" < now() - ${window}`;
  const nextCount = sql`case when ${isWindowOver} then 1 else "auth_throttle"."count" + 1 end`;
  const [row] = await db
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
    })
    .returning({ count: authThrottle.count });
  return row?.count === rule.limit;
}

export async function clearThrottle(db: TDb, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Clears `key` and every counter under it (an account's per-address counters). */
export async function clearThrottleWithin(db: TDb, key: string): Promise<void> {
  await db
    .delete(authThrottle)
    .where(or(eq(authThrottle.key, key), like(authThrottle.key, `${key.replace(/[\\%_]/g, '\\$&')}:%`)));
}
