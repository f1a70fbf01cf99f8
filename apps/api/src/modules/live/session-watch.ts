import { inArray } from 'drizzle-orm';
import type { TAuth } from '@/core/access/guard';
import type { TAppContext } from '@/core/context';
import { revokedTokens, users } from '@/core/db/schema';

/** Changes to accounts that come together (a logout's revoked token and its audit) are checked once. */
const SETTLE_MS = 100;

/**
 * The sessions of this process's open streams, checked together as soon as any account changes or
 * a token is revoked in any process (the live channel's session notice): a stream whose session
 * ended (logout, new password, disabled account, revoked token) is closed then, not at its next
 * periodic check. Two statements per change, whatever the number of streams.
 */
export type TSessionWatch = {
  /** Watches the stream's session; `end` closes the stream. Returns the unwatch. */
  watch: (auth: TAuth, end: () => void) => () => void;
  /** An account changed somewhere: check every watched session shortly. */
  onSessionChange: () => void;
};

export function createSessionWatch(ctx: Pick<TAppContext, 'db' | 'log'>): TSessionWatch {
  const watched = new Map<() => void, TAuth>();
  let timer: NodeJS.Timeout | null = null;
  let isChecking = false;
  let isCheckAgain = false;

  const checkAll = async () => {
    const entries = [...watched];
    if (entries.length === 0) {
      return;
    }
    const userIds = [...new Set(entries.map(([, auth]) => auth.user.id))];
    const jtis = entries.map(([, auth]) => auth.jti);
    const [accounts, revoked] = await Promise.all([
      ctx.db
        .select({ id: users.id, sessionVersion: users.sessionVersion, disabledAt: users.disabledAt })
        .from(users)
        .where(inArray(users.id, userIds)),
      ctx.db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(inArray(revokedTokens.jti, jtis)),
    ]);
    const byId = new Map(accounts.map((account) => [account.id, account]));
    const revokedJtis = new Set(revoked.map((row) => row.jti));
    for (const [end, auth] of entries) {
      const account = byId.get(auth.user.id);
      const isLive =
        account !== undefined &&
        !account.disabledAt &&
        account.sessionVersion === auth.user.sessionVersion &&
        !revokedJtis.has(auth.jti);
      if (!isLive) {
        end();
      }
    }
  };

  const run = () => {
    timer = null;
    if (isChecking) {
      isCheckAgain = true;
      return;
    }
    isChecking = true;
    checkAll()
      // The database is busy or away: each stream's periodic check still comes.
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'Open live streams could not be checked'))
      .finally(() => {
        isChecking = false;
        if (isCheckAgain) {
          isCheckAgain = false;
          run();
        }
      });
  };

  return {
    watch: (auth, end) => {
      watched.set(end, auth);
      return () => {
        watched.delete(end);
      };
    },
    onSessionChange: () => {
      timer ??= setTimeout(run, SETTLE_MS);
      timer.unref();
    },
  };
}
