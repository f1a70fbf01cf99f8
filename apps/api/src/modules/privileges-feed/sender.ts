import { createJobOwner, type TJob } from '@/core/jobs/scheduler';
import type { TAppContext } from '@/core/context';
import { deliverDueWebhooks } from './deliver';

/**
 * `webhook-deliveries`: what `npm run jobs` (and a test's chosen clock) sends. The API process does
 * not wait for the scheduler's minute: its sender below polls every few seconds.
 */
export const WEBHOOK_DELIVERIES_JOB: TJob = {
  name: 'webhook-deliveries',
  everyMs: 10_000,
  run: async (ctx, now) => {
    const { delivered, failed } = await deliverDueWebhooks(ctx, { owner: createJobOwner(), now });
    return `${delivered} webhook${delivered === 1 ? '' : 's'} delivered, ${failed} failed attempt${failed === 1 ? '' : 's'}`;
  },
};

/** How often the API process looks for deliveries due: a receiver learns of a change within seconds. */
export const WEBHOOK_POLL_MS = 5_000;

export type TWebhookSender = { start: () => void; stop: () => Promise<void> };

/**
 * The API process's webhook sender: every `pollMs` it sends what is due (each process claims its
 * own rows, so any number may run). Stopping waits for the attempt in flight (at most its timeout).
 */
export function createWebhookSender(ctx: TAppContext, pollMs = WEBHOOK_POLL_MS): TWebhookSender {
  const owner = createJobOwner();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let isStopped = false;
  const tick = () => {
    running ??= deliverDueWebhooks(ctx, { owner, now: new Date(), isStopped: () => isStopped })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'Webhooks could not be sent'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start: () => {
      if (pollMs > 0 && !timer) {
        timer = setInterval(tick, pollMs);
        timer.unref();
      }
    },
    stop: async () => {
      isStopped = true;
      if (timer) {
        clearInterval(timer);
        timer = null;
      }
      await running;
    },
  };
}
