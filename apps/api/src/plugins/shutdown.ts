import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendUnprocessed } from './error-handler';

/** How long a client should wait before retrying (another instance, or this one restarted). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;
export const SHUTDOWN_MESSAGE = 'The service is restarting. Please try again in a moment.';

/**
 * While the app closes, requests in flight finish and a new one (pipelined, or on a kept-alive
 * connection) is refused with 503 in our error shape and a Retry-After. This replaces Fastify's
 * `return503OnClosing`, which answers with a body of its own before any hook runs (buildApp turns it
 * off). The request's first hook (app.ts) asks, so nothing else (rate limit, auth, database) runs
 * for such a request: true when it was refused.
 */
export function createShutdownRefusal(app: FastifyInstance): (reply: FastifyReply) => boolean {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  return (reply) => {
    if (!isClosing) {
      return false;
    }
    reply.header('connection', 'close');
    sendUnprocessed(reply, SHUTDOWN_MESSAGE, SHUTDOWN_RETRY_AFTER_SECONDS);
    return true;
  };
}
