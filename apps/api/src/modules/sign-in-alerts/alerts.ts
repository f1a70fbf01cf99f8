import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { SIGN_IN_ALERT_THRESHOLDS, type TSignInAlerts } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { auditLog, users } from '@/core/db/schema';

/** The most rows of each kind a page or a mail lists. */
const ALERTS_LISTED = 50;

const FAILED = 'auth.sign-in-failed';
const BLOCKED = 'auth.sign-in-code-blocked';
const T = SIGN_IN_ALERT_THRESHOLDS;

/**
 * Failed sign-in activity worth attention since `since`, from the audit trail (the failed password's
 * row keeps the email tried and the address, never the password): three statements on the
 * audit_log_created index.
 */
export async function findSignInAlerts(db: TDb, since: Date): Promise<Omit<TSignInAlerts, 'hours'>> {
  const recent = (action: string) => and(gt(auditLog.createdAt, since), eq(auditLog.action, action));
  const email = sql<string>`${auditLog.data} ->> 'email'`;
  const failures = sql<number>`count(*)::int`;
  const lastAt = sql<Date>`max(${auditLog.createdAt})`.mapWith(auditLog.createdAt);

  const accounts = await db
    .select({
      email,
      hasAccount: sql<boolean>`bool_or(${auditLog.entityId} is not null)`,
      failures,
      addresses: sql<number>`count(distinct ${auditLog.ip})::int`,
      lastAt,
    })
    .from(auditLog)
    .where(recent(FAILED))
    .groupBy(email)
    .having(sql`count(*) >= ${T.accountFailures}`)
    .orderBy(desc(failures), desc(lastAt))
    .limit(ALERTS_LISTED);

  const blocked = await db
    .select({ userId: sql<string>`${auditLog.entityId}`, email: users.email, blockedAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, sql`${users.id}::text = ${auditLog.entityId}`)
    .where(recent(BLOCKED))
    .orderBy(desc(auditLog.createdAt))
    .limit(ALERTS_LISTED);

  const ip = sql<string>`${auditLog.ip}`;
  const addresses = await db
    .select({ ip, accounts: sql<number>`count(distinct ${email})::int`, failures, lastAt })
    .from(auditLog)
    .where(and(recent(FAILED), sql`${auditLog.ip} is not null`))
    .groupBy(ip)
    .having(sql`count(distinct ${email}) >= ${T.addressAccounts} or count(*) >= ${T.addressFailures}`)
    .orderBy(desc(sql`count(distinct ${email})`), desc(failures))
    .limit(ALERTS_LISTED);

  return {
    since: since.toISOString(),
    accounts: accounts.map((row) => ({ ...row, lastAt: row.lastAt.toISOString() })),
    blocked: blocked.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() })),
    addresses: addresses.map((row) => ({ ...row, lastAt: row.lastAt.toISOString() })),
  };
}

/** The page: the last `hours` before `now`. */
export async function listSignInAlerts(
  db: TDb,
  { hours, now }: { hours: number; now: Date },
): Promise<TSignInAlerts> {
  return { hours, ...(await findSignInAlerts(db, new Date(now.getTime() - hours * 3_600_000))) };
}
