import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TFeedPrivilege, TWebhookEventType, TWebhookPayload } from '@docapply/contracts';
import { readNow } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/core/db/schema';

export type TEndpointRow = typeof webhookEndpoints.$inferSelect;

/** The hospital's active endpoints; none is the common case, and then nothing else is read. */
export async function findActiveEndpoints(db: TDb, hospitalId: string): Promise<TEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.hospitalId, hospitalId), eq(webhookEndpoints.isActive, true)));
}

/**
 * Writes one delivery per privilege and endpoint subscribed to `type`, into `db` (the change's
 * transaction): the outbox row commits with the change or not at all. Each privilege is its own
 * event, with an id of its own that every endpoint receives as webhook-id.
 */
export async function enqueueWebhooks(
  db: TDb,
  {
    endpoints,
    hospitalId,
    type,
    rows,
  }: { endpoints: TEndpointRow[]; hospitalId: string; type: TWebhookEventType; rows: TFeedPrivilege[] },
): Promise<void> {
  const subscribed = endpoints.filter((endpoint) => endpoint.events.includes(type));
  if (subscribed.length === 0 || rows.length === 0) {
    return;
  }
  const now = readNow();
  const timestamp = now.toISOString();
  const values = rows.flatMap((row) => {
    const payload: TWebhookPayload = { id: randomUUID(), type, timestamp, hospitalId, data: row };
    const body = JSON.stringify(payload);
    return subscribed.map((endpoint) => ({
      endpointId: endpoint.id,
      hospitalId,
      eventId: payload.id,
      type,
      payload: body,
      nextAttemptAt: now,
    }));
  });
  await db.insert(webhookDeliveries).values(values);
}

/** The admin's test event: sent to this endpoint alone, whatever it subscribes to. */
export async function enqueueTestEvent(db: TDb, endpoint: TEndpointRow, type: string): Promise<void> {
  const now = readNow();
  const payload: TWebhookPayload = {
    id: randomUUID(),
    type,
    timestamp: now.toISOString(),
    hospitalId: endpoint.hospitalId,
    data: null,
  };
  await db.insert(webhookDeliveries).values({
    endpointId: endpoint.id,
    hospitalId: endpoint.hospitalId,
    eventId: payload.id,
    type,
    payload: JSON.stringify(payload),
    nextAttemptAt: now,
  });
}
