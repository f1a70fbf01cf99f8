import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { post } from './auth';

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
