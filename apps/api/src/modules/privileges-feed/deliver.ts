import { eq, sql } from 'drizzle-orm';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/core/db/schema';
import { EgressRefusedError, createEgressFetch, type TEgressFetch } from '@/lib/egress';
import { openSecret } from '@/lib/sealed-secret';
import { WEBHOOK_SECRET_PURPOSE, signWebhook } from './signing';

/** The waits after each failed attempt; after the last, the delivery is given up ('failed'). */
export const WEBHOOK_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
/** A receiver that has not answered in this long has failed the attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A sender's claim: well past the timeout, so only a dead process's claim lapses. */
const CLAIM_MS = 60_000;
const ERROR_MAX = 300;

type TDeliveryRow = typeof webhookDeliveries.$inferSelect;
type TClaimed = { id: string; endpoint_id: string; event_id: string; payload: string; attempts: number };

/**
 * Claims the next delivery that may go: due, not claimed by a live sender, its endpoint active,
 * and the earliest pending one of its endpoint (an endpoint's events go in order: a later one waits
 * until the earlier is delivered or given up). FOR UPDATE SKIP LOCKED: two senders never claim one
 * row, and the claim is committed before the request goes out.
 */
async function claimNextDelivery(db: TDb, { owner, now }: { owner: string; now: Date }) {
  const result = (await db.execute(sql`
    update webhook_deliveries
       set locked_until = ${new Date(now.getTime() + CLAIM_MS)},
           locked_by = ${owner},
           attempts = attempts + 1,
           last_attempt_at = ${now}
     where id = (
       select d.id from webhook_deliveries d
        where d.state = 'pending'
          and d.next_attempt_at <= ${now}
          and (d.locked_until is null or d.locked_until < ${now})
          and exists (select 1 from webhook_endpoints w where w.id = d.endpoint_id and w.is_active)
          and not exists (
            select 1 from webhook_deliveries e
             where e.endpoint_id = d.endpoint_id and e.state = 'pending' and e.seq < d.seq)
        order by d.seq
        limit 1
        for update skip locked
     )
    returning id, endpoint_id, event_id, payload, attempts`)) as unknown as { rows: TClaimed[] };
  return result.rows[0] ?? null;
}

type TOutcome = { isDelivered: boolean; status: number | null; error: string | null };

/** Why an attempt failed, short enough for the admin page (never the receiver's body). */
function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof EgressRefusedError) {
    return cause.message;
  }
  const code = (cause as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${message} (${code})` : message).slice(0, ERROR_MAX);
}

/** One POST: signed now, never following a redirect (a 3xx is a failed attempt like any non-2xx). */
async function post(
  fetcher: TEgressFetch,
  { url, secret, eventId, body }: { url: string; secret: string; eventId: string; body: string },
): Promise<TOutcome> {
  try {
    const response = await fetcher(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'DocApply-Webhooks/1',
        ...signWebhook(secret, { id: eventId, body, sentAt: new Date() }),
      },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    const isDelivered = response.status >= 200 && response.status < 300;
    return { isDelivered, status: response.status, error: isDelivered ? null : `HTTP ${response.status}` };
  } catch (error) {
    return { isDelivered: false, status: null, error: describeFailure(error) };
  }
}

/** Records the attempt on this sender's claim: delivered, retried after its wait, or given up. */
async function recordOutcome(
  db: TDb,
  claimed: TClaimed,
  { owner, now, outcome }: { owner: string; now: Date; outcome: TOutcome },
): Promise<void> {
  const delay = WEBHOOK_RETRY_DELAYS_MS[claimed.attempts - 1];
  const values: Partial<TDeliveryRow> = outcome.isDelivered
    ? { state: 'delivered', deliveredAt: now }
    : delay === undefined
      ? { state: 'failed' }
      : { nextAttemptAt: new Date(now.getTime() + delay) };
  await db
    .update(webhookDeliveries)
    .set({
      ...values,
      lastStatus: outcome.status,
      lastError: outcome.error,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(sql`${webhookDeliveries.id} = ${claimed.id} and ${webhookDeliveries.lockedBy} = ${owner}`);
}

/**
 * Sends every delivery that may go at `now`, one after another, and returns how many were
 * delivered and how many failed an attempt. Any number of processes may run it at once: each
 * delivery is claimed by one (at least once: a process that dies mid-request leaves a claim another
 * takes back after a minute, the only way a receiver gets an event twice).
 */
export async function deliverDueWebhooks(
  ctx: TAppContext,
  { owner, now, isStopped = () => false }: { owner: string; now: Date; isStopped?: () => boolean },
): Promise<{ delivered: number; failed: number }> {
  const fetcher = createEgressFetch({ allowPrivate: ctx.config.EGRESS_ALLOW_PRIVATE });
  const counts = { delivered: 0, failed: 0 };
  while (!isStopped()) {
    const claimed = await claimNextDelivery(ctx.db, { owner, now });
    if (!claimed) {
      break;
    }
    const [endpoint] = await ctx.db
      .select({ url: webhookEndpoints.url, secretSealed: webhookEndpoints.secretSealed })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, claimed.endpoint_id));
    const secret = endpoint
      ? await openSecret(ctx.config.TOKEN_KEY, WEBHOOK_SECRET_PURPOSE, endpoint.secretSealed)
      : null;
    const outcome: TOutcome =
      endpoint && secret
        ? await post(fetcher, { url: endpoint.url, secret, eventId: claimed.event_id, body: claimed.payload })
        : { isDelivered: false, status: null, error: 'The signing secret cannot be read: rotate it' };
    await recordOutcome(ctx.db, claimed, { owner, now, outcome });
    counts[outcome.isDelivered ? 'delivered' : 'failed'] += 1;
    if (!outcome.isDelivered) {
      ctx.log.warn(
        { deliveryId: claimed.id, attempts: claimed.attempts, err: outcome.error },
        'Webhook delivery failed',
      );
    }
  }
  return counts;
}
