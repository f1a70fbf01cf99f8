import { and, eq } from 'drizzle-orm';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type TWebhookEndpoint,
  type TWebhookEndpointCreate,
  type TWebhookEndpointList,
  type TWebhookEndpointUpdate,
  type TWebhookEndpointWithSecret,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { webhookEndpoints } from '@/core/db/schema';
import { getManagedHospital } from '@/core/access/managed-hospital';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { sealSecret } from '@/lib/sealed-secret';
import { enqueueTestEvent, type TEndpointRow } from './enqueue';
import { WEBHOOK_SECRET_PURPOSE, createWebhookSecret } from './signing';
import { listEndpointViews } from './views';

type TScope = { user: TUserRow; hospitalId: string };

const notFound = () => new AppError('NOT_FOUND', { message: WEBHOOK_MESSAGES.notFound });
const audited = (row: TEndpointRow) => ({ url: row.url, events: row.events, isActive: row.isActive });

async function viewOf(db: TDb, row: TEndpointRow): Promise<TWebhookEndpoint> {
  const [view] = await listEndpointViews(db, { hospitalId: row.hospitalId, endpointId: row.id });
  return view;
}

/** The endpoint, locked for the change. Note: only an endpoint of the hospital in the path; another's is 404. */
async function lockEndpoint(tx: TDb, { hospitalId, endpointId }: { hospitalId: string; endpointId: string }) {
  if (!isUuid(endpointId)) {
    throw notFound();
  }
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.hospitalId, hospitalId)))
    .for('update');
  if (!row) {
    throw notFound();
  }
  return row;
}

/** GET /admin/hospitals/{hospitalId}/webhooks. Note: the hospital's own admins and platform admins; any other hospital is 404. */
export async function listWebhookEndpoints(
  ctx: TAppContext,
  { user, hospitalId }: TScope,
): Promise<TWebhookEndpointList> {
  await getManagedHospital(ctx.db, user, hospitalId);
  return { data: await listEndpointViews(ctx.db, { hospitalId }) };
}

/** POST /admin/hospitals/{hospitalId}/webhooks: the signing secret is in the answer, this once. */
export async function createWebhookEndpoint(
  ctx: TAppContext,
  { user, hospitalId, body }: TScope & { body: TWebhookEndpointCreate },
): Promise<TWebhookEndpointWithSecret> {
  // Note: getManagedHospital: another hospital's admin is 404.
  await getManagedHospital(ctx.db, user, hospitalId);
  const secret = createWebhookSecret();
  const secretSealed = await sealSecret(ctx.config.TOKEN_KEY, WEBHOOK_SECRET_PURPOSE, secret);
  const row = await runChange(async ({ tx, audit }) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        hospitalId,
        url: body.url,
        events: body.events,
        isActive: body.isActive ?? true,
        secretSealed,
        createdBy: user.id,
      })
      .returning();
    await audit({
      actorId: user.id,
      action: 'webhook-endpoint.created',
      entity: 'webhook_endpoint',
      entityId: created.id,
      hospitalId,
      after: audited(created),
    });
    return created;
  });
  return { endpoint: await viewOf(ctx.db, row), secret };
}

/** PUT /admin/hospitals/{hospitalId}/webhooks/{endpointId}: address, events, on or off. */
export async function updateWebhookEndpoint(
  ctx: TAppContext,
  { user, hospitalId, endpointId, body }: TScope & { endpointId: string; body: TWebhookEndpointUpdate },
): Promise<TWebhookEndpoint> {
  await getManagedHospital(ctx.db, user, hospitalId);
  const row = await runChange(async ({ tx, audit }) => {
    const current = await lockEndpoint(tx, { hospitalId, endpointId });
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({ url: body.url, events: body.events, isActive: body.isActive })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    await audit({
      actorId: user.id,
      action: 'webhook-endpoint.updated',
      entity: 'webhook_endpoint',
      entityId: current.id,
      hospitalId,
      before: audited(current),
      after: audited(updated),
    });
    return updated;
  });
  return viewOf(ctx.db, row);
}

/** POST …/{endpointId}/rotate-secret: a new secret, shown this once; the old one signs nothing more. */
export async function rotateWebhookSecret(
  ctx: TAppContext,
  { user, hospitalId, endpointId }: TScope & { endpointId: string },
): Promise<TWebhookEndpointWithSecret> {
  await getManagedHospital(ctx.db, user, hospitalId);
  const secret = createWebhookSecret();
  const secretSealed = await sealSecret(ctx.config.TOKEN_KEY, WEBHOOK_SECRET_PURPOSE, secret);
  const row = await runChange(async ({ tx, audit }) => {
    const current = await lockEndpoint(tx, { hospitalId, endpointId });
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({ secretSealed })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    await audit({
      actorId: user.id,
      action: 'webhook-endpoint.secret-rotated',
      entity: 'webhook_endpoint',
      entityId: current.id,
      hospitalId,
    });
    return updated;
  });
  return { endpoint: await viewOf(ctx.db, row), secret };
}

/** DELETE …/{endpointId}: the endpoint and its deliveries (sent or not) go. */
export async function deleteWebhookEndpoint(
  ctx: TAppContext,
  { user, hospitalId, endpointId }: TScope & { endpointId: string },
): Promise<{ id: string }> {
  await getManagedHospital(ctx.db, user, hospitalId);
  await runChange(async ({ tx, audit }) => {
    const current = await lockEndpoint(tx, { hospitalId, endpointId });
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
    await audit({
      actorId: user.id,
      action: 'webhook-endpoint.deleted',
      entity: 'webhook_endpoint',
      entityId: current.id,
      hospitalId,
      before: audited(current),
    });
  });
  return { id: endpointId };
}

/** POST …/{endpointId}/test: a `webhook.test` event queued for this endpoint, sent like any other. */
export async function sendWebhookTestEvent(
  ctx: TAppContext,
  { user, hospitalId, endpointId }: TScope & { endpointId: string },
): Promise<TWebhookEndpoint> {
  await getManagedHospital(ctx.db, user, hospitalId);
  const row = await runChange(async ({ tx, audit }) => {
    const current = await lockEndpoint(tx, { hospitalId, endpointId });
    await enqueueTestEvent(tx, current, WEBHOOK_TEST_EVENT);
    await audit({
      actorId: user.id,
      action: 'webhook-endpoint.test-sent',
      entity: 'webhook_endpoint',
      entityId: current.id,
      hospitalId,
    });
    return current;
  });
  return viewOf(ctx.db, row);
}
