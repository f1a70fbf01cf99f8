import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { users } from '@/core/db/schema';
import { issueAccessToken } from '@/core/access/tokens';
import { PLATFORM_ADMIN_EMAIL, RIVERSIDE_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/constants';
import { createUserWithToken, expectError, get, post, signIn } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

describe('sessions and roles', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers /auth/me with the user for a valid token', async () => {
    const { user, token } = await createUserWithToken(t.db, t.config);
    const response = await get(t.app, '/api/auth/me', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.user).toMatchObject({ id: user.id, email: user.email, roles: ['doctor'] });
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'garbage'],
    ['a token signed with another key', 'other'],
  ])('refuses /auth/me with %s', async (_label, kind) => {
    let token = kind;
    if (kind === 'other') {
      const { user } = await createUserWithToken(t.db, t.config);
      token = await issueAccessToken(
        { ...t.config, TOKEN_KEY: 'another-key-that-is-at-least-32-characters' },
        user,
      );
    }
    const error = expectError(await get(t.app, '/api/auth/me', { token }), 401, 'UNAUTHORIZED');
    expect(error.message).toBe(SESSION_ENDED);
  });

  it('refuses an expired token', async () => {
    const { user } = await createUserWithToken(t.db, t.config);
    const token = await issueAccessToken(t.config, user, { expiresAt: new Date(Date.now() - 1000) });
    expectError(await get(t.app, '/api/auth/me', { token }), 401, 'UNAUTHORIZED');
  });

  it('refuses a token without an id or with the none algorithm', async () => {
    const { user } = await createUserWithToken(t.db, t.config);
    const key = new TextEncoder().encode(t.config.TOKEN_KEY);
    const noJti = await new SignJWT({ roles: ['doctor'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(key);
    expectError(await get(t.app, '/api/auth/me', { token: noJti }), 401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, jti: 'x', exp: 9999999999 })).toString('base64url')}.`;
    expectError(await get(t.app, '/api/auth/me', { token: unsigned }), 401);
  });

  it('logout revokes the token on the server', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const response = await post(t.app, '/api/auth/logout', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { message: expect.any(String) } });
    expectError(await get(t.app, '/api/auth/me', { token }), 401, 'UNAUTHORIZED');
    expectError(await post(t.app, '/api/auth/logout', undefined, { token }), 401, 'UNAUTHORIZED');
  });

  it('ends the session of a disabled account', async () => {
    const { user, token } = await createUserWithToken(t.db, t.config);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expectError(await get(t.app, '/api/auth/me', { token }), 401);
  });

  it('gives a doctor 403 on a platform-admin route', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const error = expectError(await get(t.app, '/api/admin/ping', { token }), 403, 'FORBIDDEN');
    expect(error.message).toBe('You do not have permission to do this.');
    expectError(await get(t.app, '/api/admin/ping'), 401, 'UNAUTHORIZED');
  });

  it('reads roles from the database, not from the token', async () => {
    const { user, token } = await createUserWithToken(t.db, t.config);
    const forged = await issueAccessToken(t.config, { id: user.id, roles: ['platform_admin'] });
    expectError(await get(t.app, '/api/admin/ping', { token: forged }), 403);
    expect((await get(t.app, '/api/admin/ping', { token })).statusCode).toBe(403);
  });

  it('lets the seeded platform administrator in, and not a hospital administrator', async () => {
    const platform = await signIn(t.app, smtp, PLATFORM_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const response = await get(t.app, '/api/admin/ping', { token: platform });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { message: 'pong' } });

    const hospital = await signIn(t.app, smtp, RIVERSIDE_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expectError(await get(t.app, '/api/admin/ping', { token: hospital }), 403);
  });
});
