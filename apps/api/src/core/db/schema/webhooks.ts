import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TWebhookDeliveryState, TWebhookEventType } from '@docapply/contracts';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/** A hospital's webhook endpoint: where its privileges' changes are sent, signed with its secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** The event types it is sent (a test event is sent whatever these are). */
    events: jsonb().$type<TWebhookEventType[]>().notNull(),
    isActive: boolean().notNull().default(true),
    /** The Standard Webhooks secret (whsec_…), sealed (lib/sealed-secret.ts); shown once. */
    secretSealed: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_hospital').on(t.hospitalId, t.createdAt)],
);

/**
 * The webhooks' outbox: one row per event and endpoint, written in the change's transaction. `seq`
 * orders an endpoint's deliveries: the earliest pending one is the only one that may be sent.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    seq: bigserial({ mode: 'number' }).notNull(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    /** The event's id (webhook-id): the same for every endpoint the event goes to. */
    eventId: uuid().notNull(),
    type: text().notNull(),
    /** The body sent, as JSON text: the same bytes every attempt, so a receiver may compare them. */
    payload: text().notNull(),
    state: text().$type<TWebhookDeliveryState>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    /** A sender's claim while it sends; a claim past this belongs to a process that died. */
    lockedUntil: at(),
    lockedBy: text(),
    lastStatus: integer(),
    lastError: text(),
    lastAttemptAt: at(),
    deliveredAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    // The sender's walk: each endpoint's pending deliveries in order.
    index('webhook_deliveries_pending')
      .on(t.endpointId, t.seq)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_recent').on(t.endpointId, t.seq),
    check('webhook_deliveries_state', sql`${t.state} in ('pending', 'delivered', 'failed')`),
  ],
);
