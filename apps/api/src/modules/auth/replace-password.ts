import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { oneTimeCodes, users } from '@/core/db/schema';
import { writeAudit, type TAuditEntry } from '@/core/audit';
import { clearThrottle, clearThrottleWithin, getSignInAccountKey, getSignInCodeKey } from './throttle';

export type TReplacePasswordOptions = {
  user: { id: string; email: string };
  passwordHash: string;
  /** An emailed link proves the address; an operator's reset does not. */
  isEmailProven: boolean;
  audit: Pick<TAuditEntry, 'actorId' | 'action' | 'data'>;
};

/**
 * Replaces an account's password and ends everything the old one opened: every session (the
 * session version every access token carries goes up), any sign-in waiting for its emailed code,
 * and the sign-in locks of the account (wrong passwords, wrong codes). Pass a transaction to make it one change with the caller's.
 */
export async function replacePassword(db: TDb, options: TReplacePasswordOptions): Promise<void> {
  const { user, passwordHash, isEmailProven, audit } = options;
  await db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      ...(isEmailProven ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
    })
    .where(eq(users.id, user.id));
  await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.userId, user.id), isNull(oneTimeCodes.usedAt)));
  await clearThrottleWithin(db, getSignInAccountKey(user.email));
  await clearThrottle(db, getSignInCodeKey(user.id));
  // Never the password or its hash: the trail says that it changed and what that ended.
  await writeAudit(db, {
    ...audit,
    entity: 'user',
    entityId: user.id,
    before: { password: 'previous password' },
    after: { password: 'new password', sessions: 'all ended' },
  });
}
