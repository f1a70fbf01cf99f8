import { desc, eq, sql } from 'drizzle-orm';
import type { TWebhookDelivery, TWebhookEndpoint } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { webhookEndpoints } from '@/core/db/schema';
import type { TEndpointRow } from './enqueue';

/** The deliveries each endpoint shows, newest first. */
const RECENT_DELIVERIES = 10;

type TRecentRow = {
  id: string;
  endpoint_id: string;
  event_id: string;
  type: string;
  state: TWebhookDelivery['state'];
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: Date | string;
  delivered_at: Date | string | null;
  created_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toDelivery = (row: TRecentRow): TWebhookDelivery => ({
  id: row.id,
  eventId: row.event_id,
  type: row.type,
  state: row.state,
  attempts: Number(row.attempts),
  lastStatus: row.last_status === null ? null : Number(row.last_status),
  lastError: row.last_error,
  nextAttemptAt: row.state === 'pending' ? iso(row.next_attempt_at) : null,
  deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
  createdAt: iso(row.created_at),
});

/** Failing while its latest finished attempt failed: given up, or being retried. */
function healthOf(deliveries: TWebhookDelivery[]): TWebhookEndpoint['health'] {
  const latest = deliveries.find((delivery) => delivery.attempts > 0);
  if (!latest) {
    return 'new';
  }
  return latest.state === 'delivered' ? 'ok' : latest.lastError ? 'failing' : 'ok';
}

/** The hospital's endpoints with their recent deliveries: two queries, whatever their number. */
export async function listEndpointViews(
  db: TDb,
  { hospitalId, endpointId }: { hospitalId: string; endpointId?: string },
): Promise<TWebhookEndpoint[]> {
  const endpoints: TEndpointRow[] = await db
    .select()
    .from(webhookEndpoints)
    .where(endpointId ? eq(webhookEndpoints.id, endpointId) : eq(webhookEndpoints.hospitalId, hospitalId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  if (endpoints.length === 0) {
    return [];
  }
  const recent = (await db.execute(sql`
    select * from (
      select d.*, row_number() over (partition by d.endpoint_id order by d.seq desc) as n
        from webhook_deliveries d
       where d.endpoint_id in (${sql.join(
         endpoints.map((endpoint) => sql`${endpoint.id}::uuid`),
         sql`, `,
       )})
    ) ranked
    where n <= ${RECENT_DELIVERIES}
    order by endpoint_id, seq desc`)) as unknown as { rows: TRecentRow[] };
  const byEndpoint = new Map<string, TWebhookDelivery[]>();
  for (const row of recent.rows) {
    byEndpoint.set(row.endpoint_id, [...(byEndpoint.get(row.endpoint_id) ?? []), toDelivery(row)]);
  }
  return endpoints.map((endpoint) => {
    const deliveries = byEndpoint.get(endpoint.id) ?? [];
    return {
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      isActive: endpoint.isActive,
      health: healthOf(deliveries),
      createdAt: endpoint.createdAt.toISOString(),
      deliveries,
    };
  });
}
