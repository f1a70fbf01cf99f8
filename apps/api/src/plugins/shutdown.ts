import type { FastifyInstance } from 'fastify';
import { sendUnprocessed } from './error-handler';

/** How long a client should wait before retrying (another instance, or this one restarted). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;
export const SHUTDOWN_MESSAGE = 'The service is restarting. Please try again in a moment.';

/**
 * While the app closes, requests in flight finish and a new one (pipelined, or on a kept-alive
 * connection) is refused with 503 in our error shape and a Retry-After. This replaces Fastify's
 * `return503OnClosing`, which answers with a body of its own before any hook runs (buildApp turns it
 * off). The first root hook, so nothing else (rate limit, auth, database) runs for such a request.
 */
export function registerShutdownRefusal(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!isClosing) {
      return undefined;
    }
    reply.header('connection', 'close');
    // An async hook that answers returns the reply, so Fastify stops the request here.
    return sendUnprocessed(reply, SHUTDOWN_MESSAGE, SHUTDOWN_RETRY_AFTER_SECONDS);
  });
}
