import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { CONDITION_KINDS } from './committee-files';

/**
 * The privileges feed and its webhooks (issue 42), for systems that do not speak FHIR: a hospital's
 * current privileges as JSON or CSV, and each grant and lapse sent to its endpoints, signed.
 */

/** One privilege a practitioner holds now: granted by an active appointment, or temporarily. */
export const ZFeedPrivilege = z.object({
  practitionerId: z.string(),
  practitionerName: z.string(),
  /** As the practitioner's application gave it (null when it gave none). */
  npi: z.string().nullable(),
  /** The privilege's code: stable across the catalogue's versions of it. */
  privilegeCode: z.string(),
  /** The catalogue version granted. */
  privilegeId: z.string(),
  privilegeName: z.string(),
  department: z.string(),
  /** What the privilege was granted with or limited to (null: none). */
  conditions: z.object({ kinds: z.array(z.enum(CONDITION_KINDS)), text: z.string() }).nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  isTemporary: z.boolean(),
  /** The appointment or temporary grant that holds it. */
  sourceId: z.string(),
  /**
   * 'suspended': held, but suspended by the office until reinstated: not to be booked. Listed (not
   * left out) so a reader tells a suspension from an end (ADR 22).
   */
  status: z.enum(['active', 'suspended']),
});
export type TFeedPrivilege = z.infer<typeof ZFeedPrivilege>;

export const FEED_PAGE_MAX = 1000;

export const ZFeedQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(500),
});
export type TFeedQuery = z.infer<typeof ZFeedQuery>;

export const ZFeedPage = z.object({
  data: z.array(ZFeedPrivilege),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TFeedPage = z.infer<typeof ZFeedPage>;

/**
 * What an endpoint may subscribe to. An FPPE referral limits or removes a privilege (`changed` or
 * `ended`); the office's summary suspension and its reinstatement are `suspended` and `reinstated`.
 */
export const WEBHOOK_EVENT_TYPES = [
  'privilege.granted',
  'privilege.changed',
  'privilege.expired',
  'privilege.ended',
  'privilege.suspended',
  'privilege.reinstated',
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by the admin's "Send a test event", whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType, string> = {
  'privilege.granted': 'Privilege granted',
  'privilege.changed': 'Privilege changed (limited, renewed)',
  'privilege.expired': 'Privilege expired (lapsed)',
  'privilege.ended': 'Privilege ended or removed',
  'privilege.suspended': 'Privilege suspended',
  'privilege.reinstated': 'Privilege reinstated after a suspension',
};

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type TWebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** The body of every webhook: its data is the privilege as the feed shows it. */
export const ZWebhookPayload = z.object({
  id: z.string(),
  type: z.string(),
  /** When the change happened (ISO 8601). */
  timestamp: z.string(),
  hospitalId: z.string(),
  data: ZFeedPrivilege.nullable(),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;

export const ZWebhookUrl = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(2000, 'At most 2000 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Enter an http or https address, like https://scheduling.example.org/hooks/docapply');

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES), { error: 'Choose at least one event' })
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

export const ZWebhookEndpointCreate = z.strictObject({
  url: ZWebhookUrl,
  events: ZEvents,
  isActive: z.boolean().default(true),
});
export type TWebhookEndpointCreate = z.input<typeof ZWebhookEndpointCreate>;

/** The endpoint as a whole (PUT): its address, events and whether it is sent to. */
export const ZWebhookEndpointUpdate = z.strictObject({
  url: ZWebhookUrl,
  events: ZEvents,
  isActive: z.boolean({ error: 'Say whether the endpoint is active' }),
});
export type TWebhookEndpointUpdate = z.input<typeof ZWebhookEndpointUpdate>;

export const ZWebhookEndpointParams = z.strictObject({
  hospitalId: z.string().min(1).max(100),
  endpointId: z.string().min(1).max(100),
});

export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status (null: no answer). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  isActive: z.boolean(),
  /** 'failing' when its last finished delivery was given up, or its next is being retried. */
  health: z.enum(['new', 'ok', 'failing']),
  createdAt: z.string(),
  /** The latest deliveries, newest first. */
  deliveries: z.array(ZWebhookDelivery),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({ data: z.array(ZWebhookEndpoint) });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** A new endpoint or a rotated secret: the secret is shown this once. */
export const ZWebhookEndpointWithSecret = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  badCursor: 'This page link is no longer valid: start again from the first page',
} as const;
