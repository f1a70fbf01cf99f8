import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/core/db/schema';
import { SESSION_KEPT_MS } from '@/core/access/session-cache';
import { createUserWithToken, expectError, get, isSessionLookUp, post } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';

/** A statement sent past the app (as another API process, or a person at psql, would). */
type TRawClient = { query: (text: string, params: unknown[]) => Promise<unknown> };

describe('sessions kept by an API process', () => {
  let t: TTestApp;
  let raw: TRawClient;
  beforeAll(async () => {
    t = await createTestApp();
    raw = (t.db as unknown as { $client: TRawClient }).$client;
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (token: string) => get(t.app, '/api/auth/me', { token });
  /** Until a request of the token reads no session: the process keeps it (once it listens). */
  async function keptSession(token: string) {
    await expect
      .poll(async () => (await t.captureStatements(() => me(token))).filter(isSessionLookUp).length, {
        timeout: 5000,
      })
      .toBe(0);
  }

  it('reads a token’s session once, then answers its requests without reading it again', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const first = await t.captureStatements(() => me(token));
    expect(first.filter(isSessionLookUp)).toHaveLength(1);
    await keptSession(token);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('forgets it at once when this process logs the token out or disables the account', async () => {
    const out = await createUserWithToken(t.db, t.config);
    await keptSession(out.token);
    expect((await post(t.app, '/api/auth/logout', undefined, { token: out.token })).statusCode).toBe(200);
    expectError(await me(out.token), 401, 'UNAUTHORIZED');

    const disabled = await createUserWithToken(t.db, t.config);
    await keptSession(disabled.token);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id));
    expectError(await me(disabled.token), 401, 'UNAUTHORIZED');
  });

  it('forgets it as soon as the database says another process changed the account or revoked the token', async () => {
    // Well within what a kept session may last: only the database's NOTIFY can end it this soon.
    const soon = { timeout: SESSION_KEPT_MS / 4, interval: 50 };
    const disabled = await createUserWithToken(t.db, t.config);
    await keptSession(disabled.token);
    await raw.query('update users set disabled_at = now() where id = $1', [disabled.user.id]);
    await expect.poll(async () => (await me(disabled.token)).statusCode, soon).toBe(401);

    const revoked = await createUserWithToken(t.db, t.config);
    await keptSession(revoked.token);
    const [, payload] = revoked.token.split('.');
    const { jti } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti: string };
    await raw.query(`insert into revoked_tokens (jti, expires_at) values ($1, now() + interval '1 hour')`, [
      jti,
    ]);
    await expect.poll(async () => (await me(revoked.token)).statusCode, soon).toBe(401);
  });
});
