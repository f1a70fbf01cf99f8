import { LRUCache } from 'lru-cache';
import { watchSessionWrites, type TDb } from '@/core/db/client';
import type { TLiveBus } from '@/core/live/bus';
import { findSessionUser, type TAccessClaims } from './tokens';

type TSession = Awaited<ReturnType<typeof findSessionUser>>;

export type TSessionCache = {
  /** The session behind verified claims, as findSessionUser reads it, kept for a few seconds. */
  find: (claims: Pick<TAccessClaims, 'sub' | 'jti'>) => Promise<TSession>;
  close: () => void;
};

const SESSIONS_KEPT = 10_000;
/** The longest a kept session is used: a bound, should a change ever go unheard. */
export const SESSION_KEPT_MS = 10_000;

/**
 * The guard read the session (the account and whether the token was revoked) on every signed-in
 * request: one statement of the two a list request sends, and at 50 connections on PostgreSQL
 * 15-20 % of its throughput. This process keeps each token's session for up to SESSION_KEPT_MS
 * and forgets every kept session when any account changes or any token is revoked:
 * - as this process sends such a write (core/db/client.ts watchSessionWrites), before it runs;
 * - when any process commits one (migration 0015's triggers NOTIFY the live channel);
 * - when the live channel's connection was lost (what was sent meanwhile is unknown).
 * Nothing is kept until the process listens on the channel, nor while its connection is down. A
 * look-up that began before a change is not kept (the generation).
 */
export function createSessionCache(db: TDb, live: TLiveBus): TSessionCache {
  const kept = new LRUCache<string, { sub: string; session: NonNullable<TSession> }>({
    max: SESSIONS_KEPT,
    ttl: SESSION_KEPT_MS,
  });
  let generation = 0;
  let isListening = false;
  let isClosed = false;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  const unwatch = watchSessionWrites(db, forget);
  let unsubscribe: (() => void) | null = null;
  if (unwatch) {
    live
      .subscribe({
        onMessage: () => undefined,
        onSessionChange: forget,
        onInterrupt: () => {
          isListening = false;
          forget();
        },
        onResync: () => {
          forget();
          isListening = !isClosed;
        },
      })
      .then((stop) => {
        unsubscribe = stop;
        if (isClosed) {
          stop();
          return;
        }
        isListening = true;
      })
      // Not listening: sessions are read on every request, as before.
      .catch(() => undefined);
  }

  return {
    find: async (claims) => {
      const hit = kept.get(claims.jti);
      if (hit && hit.sub === claims.sub) {
        return hit.session;
      }
      const started = generation;
      const session = await findSessionUser(db, claims);
      if (session && isListening && generation === started) {
        // Every request of the token shares the account read here: a change to it would leak into
        // them, so one fails loudly instead.
        Object.freeze(session.user.roles);
        Object.freeze(session.user);
        kept.set(claims.jti, { sub: claims.sub, session });
      }
      return session;
    },
    close: () => {
      isClosed = true;
      isListening = false;
      forget();
      unwatch?.();
      unsubscribe?.();
    },
  };
}
