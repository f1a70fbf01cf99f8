import type { FastifyInstance } from 'fastify';
import { isApiRequest, isProbeRequest } from '@/lib/api-path';
import { sendUnprocessed } from './error-handler';

export const OVERLOAD_RETRY_AFTER_SECONDS = 10;
export const OVERLOAD_MESSAGE = 'The service is very busy right now. Please try again in a moment.';

/** How often the lag is measured: a stall is seen within this much of its length. */
const SAMPLE_MS = 50;
/**
 * How long a lag over the limit is acted on after it was measured: the requests that queued behind
 * the stall, read just after it, are refused, and a process stalling again and again stays refusing.
 */
const HOLD_MS = 250;

type TLagMonitor = { isLagging: () => boolean; stop: () => void };

/**
 * Measures how late a timer fires (the time the event loop was kept from turning) every SAMPLE_MS.
 * @fastify/under-pressure, used before, averaged Node's event-loop-delay histogram per 250 ms
 * window and read a window without a sample (a single stall of 0.3-0.6 s, as a start or a large
 * database read makes) as an infinite delay: a light load was refused. A timer's own lateness has
 * no such gap: every stall is measured, at its length, whenever it began.
 */
function startLagMonitor(maxLagMs: number): TLagMonitor {
  let laggedAt = -Infinity;
  let timer: NodeJS.Timeout;
  const schedule = () => {
    const due = performance.now() + SAMPLE_MS;
    timer = setTimeout(() => {
      const now = performance.now();
      if (now - due > maxLagMs) {
        laggedAt = now;
      }
      schedule();
    }, SAMPLE_MS);
    // The measure never keeps a process alive on its own.
    timer.unref();
  };
  schedule();
  return {
    isLagging: () => performance.now() - laggedAt < HOLD_MS,
    stop: () => clearTimeout(timer),
  };
}

/**
 * When the process is overwhelmed (its event loop was just kept from turning for more than
 * `maxEventLoopDelayMs`), new requests are refused at once with 503 in our error shape and a
 * Retry-After, instead of queueing behind the work that already makes everyone wait. Only API
 * requests are refused: the sites' files are still served. 0 turns it off. Measured from the
 * moment the app is ready, so building it (loading every route) does not count.
 */
export function registerOverloadRefusal(
  app: FastifyInstance,
  { maxEventLoopDelayMs }: { maxEventLoopDelayMs: number },
): void {
  if (maxEventLoopDelayMs <= 0) {
    return;
  }
  let monitor: TLagMonitor | null = null;
  app.addHook('onReady', async () => {
    monitor = startLagMonitor(maxEventLoopDelayMs);
  });
  app.addHook('onClose', async () => {
    monitor?.stop();
  });
  app.addHook('onRequest', (request, reply, done) => {
    // The sites' pages and scripts are files, cheap to send: a page whose scripts were refused
    // would stay on its loader for good, while a refused API call shows its error and retries.
    // Nor the health checks and the metrics: a busy process is not a dead one (a load balancer
    // taking it out, or a supervisor restarting it, would put its load on the others), and its
    // figures matter most then.
    if (monitor?.isLagging() && isApiRequest(request) && !isProbeRequest(request)) {
      // Refused in onRequest, before the request's work: sending it again is safe, a change too.
      sendUnprocessed(reply, OVERLOAD_MESSAGE, OVERLOAD_RETRY_AFTER_SECONDS);
      return;
    }
    done();
  });
}
