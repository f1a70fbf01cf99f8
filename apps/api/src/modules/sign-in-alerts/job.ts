import { and, arrayContains, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_LINKS, toSiteUrl } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { auditLog, users } from '@/core/db/schema';
import type { TJob } from '@/core/jobs/scheduler';
import { findSignInAlerts } from './alerts';
import { createSignInAlertMail } from './mails';

const HOUR_MS = 60 * 60_000;
const ALERT_SENT = 'auth.sign-in-alert-sent';

/** The keys mailed about within the last hour: each account or address at most once an hour. */
async function findRecentlyAlerted(db: TDb, keys: string[], now: Date): Promise<Set<string>> {
  if (keys.length === 0) {
    return new Set();
  }
  const key = sql<string>`${auditLog.data} ->> 'key'`;
  const rows = await db
    .select({ key })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, ALERT_SENT),
        gt(auditLog.createdAt, new Date(now.getTime() - HOUR_MS)),
        inArray(key, keys),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

/**
 * Mails the platform administrators about failed sign-ins of the last hour that crossed a threshold
 * and were not mailed about within the hour; one change: the mails and an audit row per key.
 */
export async function sendSignInAlerts(db: TDb, adminUrl: string, now: Date): Promise<number> {
  const found = await findSignInAlerts(db, new Date(now.getTime() - HOUR_MS));
  const keyed = {
    accounts: found.accounts.map((item) => ({ item, key: `account:${item.email}` })),
    blocked: found.blocked.map((item) => ({ item, key: `blocked:${item.userId}` })),
    addresses: found.addresses.map((item) => ({ item, key: `address:${item.ip}` })),
  };
  const all = [...keyed.accounts, ...keyed.blocked, ...keyed.addresses];
  const alerted = await findRecentlyAlerted(
    db,
    all.map((entry) => entry.key),
    now,
  );
  const isNew = ({ key }: { key: string }) => !alerted.has(key);
  const alerts = {
    accounts: keyed.accounts.filter(isNew).map((entry) => entry.item),
    blocked: keyed.blocked.filter(isNew).map((entry) => entry.item),
    addresses: keyed.addresses.filter(isNew).map((entry) => entry.item),
  };
  const keys = all.filter(isNew).map((entry) => entry.key);
  if (keys.length === 0) {
    return 0;
  }
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(arrayContains(users.roles, ['platform_admin']), isNull(users.disabledAt)));
  const mail = createSignInAlertMail({
    alerts,
    pageUrl: toSiteUrl(adminUrl, ADMIN_LINKS.signInAlerts.getHref()),
  });
  await runChange(
    async (change) => {
      for (const admin of admins) {
        await change.mail({ to: admin.email, ...mail });
      }
      for (const key of keys) {
        await change.audit({
          actorId: null,
          action: ALERT_SENT,
          entity: 'sign-in',
          data: { key, admins: admins.length },
        });
      }
    },
    { db },
  );
  return keys.length;
}

/** Every ten minutes, in whichever process claims it. */
export const SIGN_IN_ALERTS_JOB: TJob = {
  name: 'sign-in-alerts',
  everyMs: 10 * 60_000,
  run: async (ctx, now) => {
    const count = await sendSignInAlerts(ctx.db, ctx.config.ADMIN_URL, now);
    return `${count} failed-sign-in alerts mailed`;
  },
};
