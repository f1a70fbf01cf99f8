import fastifySse, { type SSEReplyInterface } from '@fastify/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_EVENTS_PATH, ZErrorBody } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { LIVE_MESSAGES } from './messages';
import { createSessionWatch } from './session-watch';
import { runLiveStream, type TLiveStreams } from './stream';

/** A comment line every 20 s keeps proxies and load balancers from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 20_000;

const DESCRIPTION = [
  'Server-sent events for the open pages of both sites: `change` with `{ kind, applicationId,',
  'hospitalId, doctorId }` (kind `comment`, `reply` or `status`) for each application the reader takes',
  'part in, `resync` when changes may have been missed, `ready` once subscribed. Ids only: the',
  'reader re-reads through the ordinary endpoints. Ask with `Accept: text/event-stream`.',
].join(' ');

/** GET /v1/events: live updates for a doctor's applications, or an administrator's hospitals'. */
export function createLiveRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifySse, { heartbeatInterval: LIVE_HEARTBEAT_MS });
    const streams: TLiveStreams = { isClosing: false, closers: new Set() };
    const sessions = createSessionWatch(ctx);
    // Open streams would hold the server's close (and SIGTERM) until their clients left.
    app.addHook('preClose', async () => {
      streams.isClosing = true;
      for (const close of [...streams.closers]) {
        close();
      }
    });

    app.get(
      LIVE_EVENTS_PATH,
      {
        // Note: only the two sides of applications; who hears of which one is decided per event.
        onRequest: guard.requireRole('doctor', 'hospital_admin'),
        sse: 'dual',
        schema: {
          tags: ['live'],
          description: DESCRIPTION,
          produces: ['text/event-stream'],
          response: withErrors({ 503: ZErrorBody }),
        },
      },
      async (request, reply) => {
        const sse = reply.sse as SSEReplyInterface | undefined;
        if (!sse) {
          throw new AppError('BAD_REQUEST', { message: LIVE_MESSAGES.acceptEventStream });
        }
        await runLiveStream(ctx, { auth: getAuth(request), sse, streams, sessions });
      },
    );
  };
}
