import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The purpose an endpoint's secret is sealed under (lib/sealed-secret.ts). */
export const WEBHOOK_SECRET_PURPOSE = 'webhook-endpoint-secret';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64 (what its libraries read). */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of one attempt (standardwebhooks signs `id.timestamp.body` with
 * HMAC-SHA256). The timestamp is the real time of sending, whatever the job's clock: a receiver
 * refuses one more than five minutes from its own clock.
 */
export function signWebhook(
  secret: string,
  { id, body, sentAt }: { id: string; body: string; sentAt: Date },
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, sentAt, body),
  };
}
