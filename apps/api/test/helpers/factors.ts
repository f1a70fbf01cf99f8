import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '@/core/db/schema';
import { findCode, get, post } from './auth';
import type { TTestApp } from './test-app';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 seconds from now. */
export function computeTotpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Sets up an authenticator app for the token's account: its secret and the recovery codes shown. */
export async function enrolTotp(app: FastifyInstance, token: string) {
  const started = await post(app, '/api/account/security/totp', undefined, { token });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json().result as { secret: string };
  const confirmed = await post(
    app,
    '/api/account/security/totp/confirm',
    { code: computeTotpCode(secret) },
    { token },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const result = confirmed.json().result as { recoveryCodes: string[]; session?: { token: string } };
  return { secret, recoveryCodes: result.recoveryCodes, session: result.session };
}

export const STEP_UP_SUBJECT = 'Your DocApply signature code';

/**
 * A fresh step-up for an account without a passkey or an app, through the real API: the emailed
 * code read from the outbox. Good for one signature (an application's submit) in 5 minutes.
 */
export async function grantStepUp(t: TTestApp, token: string): Promise<void> {
  const sent = await post(t.app, '/api/account/step-up/email', undefined, { token });
  expect(sent.statusCode, sent.body).toBe(200);
  const me = await get(t.app, '/api/auth/me', { token });
  const [mail] = await t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, me.json().result.user.email), eq(mailOutbox.subject, STEP_UP_SUBJECT)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const confirmed = await post(
    t.app,
    '/api/account/step-up',
    { method: 'email-code', code: findCode(mail?.text ?? '') },
    { token },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}
