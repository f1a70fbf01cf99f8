import { randomUUID } from 'node:crypto';
import type { SSEMessage, SSEReplyInterface } from '@fastify/sse';
import { LIVE_SSE_EVENTS } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { AppError } from '@/lib/app-error';
import type { TAuth } from '@/core/access/guard';
import { canHear, findLiveAudience, findLiveSessionUser, type TLiveAudience } from './audience';
import { toLiveEvent } from '@/core/live/live-message';
import { LIVE_MESSAGES } from './messages';
import type { TSessionWatch } from './session-watch';

/** Tells a client how long to wait before reconnecting by itself (EventSource's `retry:`). */
export const LIVE_RETRY_MS = 3_000;
/**
 * How often an open stream checks its session and who it may hear of (an account changed without the
 * live channel's notice: the listener was reconnecting; an expiring token). Ended sessions are
 * closed at once through the session watch (session-watch.ts).
 */
export const LIVE_SESSION_CHECK_MS = 5 * 60_000;

/** The open streams of one process, ended together when it shuts down. */
export type TLiveStreams = { isClosing: boolean; closers: Set<() => void> };

type TLiveStreamOptions = {
  auth: TAuth;
  sse: SSEReplyInterface;
  streams: TLiveStreams;
  sessions: TSessionWatch;
};

/**
 * One reader's stream: `ready` (with the retry hint) once subscribed, then a `change` for each
 * event the reader may hear of, until the client leaves, the server shuts down or the session ends.
 */
export async function runLiveStream(
  ctx: TAppContext,
  { auth, sse, streams, sessions }: TLiveStreamOptions,
): Promise<void> {
  let audience: TLiveAudience = await findLiveAudience(ctx.db, auth.user);
  let checkTimer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;
  let unwatch: (() => void) | null = null;
  let isEnded = false;
  const end = () => {
    if (isEnded) {
      return;
    }
    isEnded = true;
    streams.closers.delete(end);
    if (checkTimer) {
      clearTimeout(checkTimer);
    }
    unsubscribe?.();
    unwatch?.();
    sse.close();
  };
  const send = (message: SSEMessage) => {
    if (sse.isConnected) {
      sse.send(message).catch(end);
    }
  };
  sse.keepAlive();
  sse.onClose(end);
  streams.closers.add(end);
  try {
    unsubscribe = await ctx.live.subscribe({
      onMessage: (message) => {
        if (canHear(audience, message)) {
          send({ id: message.id, event: LIVE_SSE_EVENTS.change, data: toLiveEvent(message) });
        }
      },
      onResync: () => send({ id: randomUUID(), event: LIVE_SSE_EVENTS.resync, data: {} }),
      // A logout, a new password, a disabled account or a revoked token anywhere: checked at once.
      onSessionChange: sessions.onSessionChange,
    });
    unwatch = sessions.watch(auth, end);
  } catch (error) {
    end();
    ctx.log.warn({ err: error }, 'Live updates are not available: the database is not listening');
    throw new AppError('SERVICE_UNAVAILABLE', { message: LIVE_MESSAGES.unavailable });
  }
  // The client left, or the shutdown began, while this stream was being set up.
  if (!sse.isConnected || streams.isClosing) {
    end();
    return;
  }
  send({ id: randomUUID(), event: LIVE_SSE_EVENTS.ready, data: {}, retry: LIVE_RETRY_MS });
  // A client that reconnects by itself (with the id of the last event it saw) may have missed some.
  if (sse.lastEventId) {
    send({ id: randomUUID(), event: LIVE_SSE_EVENTS.resync, data: {} });
  }

  const scheduleCheck = () => {
    if (isEnded) {
      return;
    }
    const untilExpiry = auth.expiresAt.getTime() - Date.now();
    checkTimer = setTimeout(check, Math.max(0, Math.min(LIVE_SESSION_CHECK_MS, untilExpiry)));
    checkTimer.unref();
  };
  const check = () => {
    findLiveSessionUser(ctx.db, auth)
      .then(async (user) => {
        // Note: an ended session hears nothing more; the client's next call is refused with 401.
        if (!user) {
          end();
          return;
        }
        audience = await findLiveAudience(ctx.db, user);
        scheduleCheck();
      })
      // The database is busy or away: look again later rather than cut the reader off.
      .catch(() => scheduleCheck());
  };
  scheduleCheck();
}
