import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError } from './helpers/error-shape';
import { createSite } from './helpers/built-site';
import { createTestApp, type TTestApp } from './helpers/test-app';

const LIMIT = 3;

/** The general per-IP limit: its 429 is in the error shape, and a client without an address breaks nothing. */
describe('rate limit', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_MAX: String(LIMIT),
        PORTAL_DIST: createSite('Portal', { isPrecompressed: true }),
        ADMIN_DIST: createSite('Admin', { isPrecompressed: false }),
      },
      prepare: (app) => {
        // A client that hung up before its request was handled: its socket has no address any more.
        app.addHook('onRequest', async (request) => {
          if (request.headers['x-test-gone'] === 'yes') {
            Object.defineProperty(request.raw.socket, 'remoteAddress', {
              value: undefined,
              configurable: true,
            });
          }
        });
        app.get('/api/test/ping', async () => ({ result: 'pong' }));
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const ping = (remoteAddress: string, gone = false) =>
    t.app.inject({
      method: 'GET',
      url: '/api/test/ping',
      remoteAddress,
      headers: gone ? { 'x-test-gone': 'yes' } : {},
    });

  it('answers a client that has already gone without a 500', async () => {
    const response = await ping('10.9.9.1', true);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 429 in the error shape with Retry-After once the limit is reached', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await ping('10.9.9.2')).statusCode).toBe(200);
    }
    const refused = await ping('10.9.9.2');
    expect(refused.statusCode).toBe(429);
    expect(expectClientError(refused).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own allowance.
    expect((await ping('10.9.9.3')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, like the default key', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await ping(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    }
    expect((await ping('2001:db8:1:2::99')).statusCode).toBe(429);
  });

  it("counts only the API: a site's pages and files are not refused, and leave the API's allowance", async () => {
    const remoteAddress = '10.9.9.4';
    // A first load of /apply asks for about 90 files; an office behind one address loads many.
    for (let i = 0; i < LIMIT * 3; i += 1) {
      for (const url of [
        '/',
        '/admin/',
        '/assets/index-abc123.js',
        '/dashboard',
        '/legal/terms-of-use.pdf',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(response.statusCode, url).toBe(200);
      }
    }
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await ping(remoteAddress)).statusCode).toBe(200);
    }
    expect((await ping(remoteAddress)).statusCode).toBe(429);
  });

  it('counts an API route however its address is spelt (the router reads it decoded)', async () => {
    const remoteAddress = '10.9.9.5';
    const encoded = () => t.app.inject({ method: 'GET', url: '/%61pi/test/ping', remoteAddress });
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await encoded()).statusCode).toBe(200);
    }
    expect((await encoded()).statusCode).toBe(429);
    expect((await ping(remoteAddress)).statusCode).toBe(429);
  });

  // Issue 39: the limit's hook ran after a route's own guard, so a request the guard refused was
  // never counted: 310 requests with no or a forged session from one address all got 401.
  it('counts requests its guard refuses: a flood of bad tokens gets 429', async () => {
    const remoteAddress = '10.9.9.6';
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress, headers: { 'x-auth-token': token } });
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await me(`forged-${i}`)).statusCode).toBe(401);
    }
    const refused = await me('forged-last');
    expect(refused.statusCode).toBe(429);
    expect(expectClientError(refused).code).toBe('TOO_MANY_REQUESTS');
  });

  it('leaves the probes out of the count: a load balancer checks as often as it likes', async () => {
    const remoteAddress = '10.9.9.7';
    for (let i = 0; i < LIMIT * 2; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/live', remoteAddress });
      expect(response.statusCode).toBe(200);
    }
    expect((await ping(remoteAddress)).statusCode).toBe(200);
  });
});
