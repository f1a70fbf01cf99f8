import { and, eq, lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { runAfterAnswer } from '@/core/after-answer';
import { currentIp, currentUserAgent, findRequestContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { sessions } from '@/core/db/schema';

/**
 * How a session was signed in to. 'password' is the password and the emailed code; the other
 * sign-in paths name theirs ('sso', 'passkey', 'totp') when they call issueAccessToken.
 */
export type TSignInMethod = 'password' | 'sso' | 'passkey' | 'totp' | (string & {});

/** A user agent longer than this is cut: it is shown, never parsed for access. */
const USER_AGENT_KEPT = 512;

/** Sessions are listed, and kept, this long (the hourly expired-auth-rows job removes older ones). */
export const SESSIONS_KEPT_DAYS = 90;

/** Last seen is written at most this often per session (and never on the request's own path). */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/**
 * Records the session of a token just issued, from the request that signed in (address, browser).
 * Outside a request (tests and scripts signing tokens directly) there is nothing to record.
 */
export async function recordSession(
  session: {
    jti: string;
    userId: string;
    method: TSignInMethod;
    sessionVersion: number;
    expiresAt: Date;
  },
  db?: TDb,
): Promise<void> {
  const app = findRequestContext()?.app;
  if (!app) {
    return;
  }
  // In a change, its transaction (the embedded database has one connection, which it holds).
  await (db ?? app.db).insert(sessions).values({
    ...session,
    ip: currentIp(),
    userAgent: currentUserAgent()?.slice(0, USER_AGENT_KEPT) ?? null,
  });
}

// The sessions whose last seen this process wrote lately: the guard's check costs one look-up.
const lastWritten = new LRUCache<string, number>({ max: 10_000, ttl: LAST_SEEN_EVERY_MS });

/**
 * Called by the guard with the session's last seen as the session look-up read it (kept by the
 * session cache): when older than LAST_SEEN_EVERY_MS, one update runs beside the request, which
 * does not wait for it. A token without a session row (null) is never written.
 */
export function noteSessionSeen(db: TDb, jti: string, lastSeenAt: Date | null): void {
  const now = Date.now();
  if (!lastSeenAt || now - lastSeenAt.getTime() < LAST_SEEN_EVERY_MS || lastWritten.has(jti)) {
    return;
  }
  lastWritten.set(jti, now);
  const log = findRequestContext()?.app?.log;
  runAfterAnswer(
    async () => {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(sessions.jti, jti),
            lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_EVERY_MS / 1000})`),
          ),
        );
    },
    // Last seen is a hint for the account's owner: a failed write is logged, never the request's.
    (error) => log?.warn({ err: error }, 'session last seen not written'),
  );
}
