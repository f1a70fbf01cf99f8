import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { isApiRequest, isProbeRequest } from '@/lib/api-path';
import { sendUnprocessed } from './error-handler';

export const OVERLOAD_RETRY_AFTER_SECONDS = 10;
export const OVERLOAD_MESSAGE = 'The service is very busy right now. Please try again in a moment.';

/**
 * When the process is overwhelmed (its event loop lags by more than `maxEventLoopDelayMs`), new
 * requests are refused at once with 503 in our error shape and a Retry-After, instead of queueing
 * behind the work that already makes everyone wait. Only API requests are refused: the sites' files
 * are still served. 0 turns it off.
 */
export async function registerOverloadRefusal(
  app: FastifyInstance,
  { maxEventLoopDelayMs }: { maxEventLoopDelayMs: number },
): Promise<void> {
  if (maxEventLoopDelayMs <= 0) {
    return;
  }
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: 250,
    exposeStatusRoute: false,
    pressureHandler: (request, reply) => {
      // The sites' pages and scripts are files, cheap to send: a page whose scripts were refused
      // would stay on its loader for good, while a refused API call shows its error and retries.
      // Nor the health checks and the metrics: a busy process is not a dead one (a load balancer
      // taking it out, or a supervisor restarting it, would put its load on the others), and its
      // figures matter most then.
      if (!isApiRequest(request) || isProbeRequest(request)) {
        return;
      }
      // Refused in onRequest, before the request's work: sending it again is safe, a change too.
      sendUnprocessed(reply, OVERLOAD_MESSAGE, OVERLOAD_RETRY_AFTER_SECONDS);
    },
  });
}
