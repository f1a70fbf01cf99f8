import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './helpers/auth';
import { createSite } from './helpers/built-site';
import { createTestApp, type TTestApp } from './helpers/test-app';

/** Blocks this process's event loop, as a burst of heavy work would. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

type TRound = { unrefused: LightMyRequestResponse[]; refused: LightMyRequestResponse[] | null };

/**
 * Asks the API, the two probes, a page, a script, and the API again (through an encoded address):
 * a lag is held for one stretch of time, so when the first and the last are refused, everything
 * between was asked while the process lagged.
 */
async function askDuringLag(app: FastifyInstance): Promise<TRound> {
  const first = await app.inject({ method: 'GET', url: '/api/systemSettings/all' });
  const unrefused = [
    await app.inject({ method: 'GET', url: '/api/health/live' }),
    await app.inject({ method: 'GET', url: '/api/health/ready' }),
    await app.inject({ method: 'GET', url: '/dashboard' }),
    await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' }),
  ];
  // The router reads the address decoded: the same API route, refused the same.
  const last = await app.inject({ method: 'GET', url: '/%61pi/systemSettings/all' });
  const api = [first, last];
  return { unrefused, refused: api.every((response) => response.statusCode === 503) ? api : null };
}

describe('an overwhelmed process', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const site = createSite('Portal', { isPrecompressed: true });
    t = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '50', PORTAL_DIST: site, ADMIN_DIST: site } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses new API requests with 503 in the error shape and a Retry-After, still sends the sites, then serves again', async () => {
    const settledStatus = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/systemSettings/all' })).statusCode;
    // A busy machine can lag this process by itself (loading the database): wait until it is served.
    await expect.poll(settledStatus, { timeout: 15_000, interval: 200 }).toBe(200);
    // Each round stalls the loop, then asks (askDuringLag). A busy machine may take longer than
    // the lag's hold (250 ms) to answer them all: a round counts once both API requests were refused.
    let round: TRound | null = null;
    for (let tries = 0; tries < 20 && !round?.refused; tries++) {
      blockEventLoop(400);
      // Let the sampler see the lag it just measured.
      await new Promise((resolve) => setTimeout(resolve, 30));
      round = await askDuringLag(t.app);
      // A busy process is not a dead one: a load balancer's and a supervisor's checks are answered,
      // and the sites' page and script are served, so a page being opened does not stay blank on
      // its loader (the API call it then makes is refused, and retried, in the error shape).
      expect(round.unrefused.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    }
    expect(round?.refused, 'no request was refused while the event loop lagged').toBeTruthy();
    for (const refused of round?.refused ?? []) {
      const error = expectError(refused, 503, 'SERVICE_UNAVAILABLE');
      expect(error.message).toBe('The service is very busy right now. Please try again in a moment.');
      expect(refused.headers['retry-after']).toBe('10');
      // Refused before any of its work: a client may send it again, a change included.
      expect(refused.headers['x-request-unprocessed']).toBe('1');
    }
    // Once the lag is gone, requests are served again.
    await expect.poll(settledStatus, { timeout: 15_000, interval: 100 }).toBe(200);
  });
});

describe('a process under a light load', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // Loading the app is slow work too (a start): a stall before it is ready is not a lag of its own.
      prepare: () => blockEventLoop(1200),
      env: { MAX_EVENT_LOOP_DELAY_MS: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the first request after its start, and every request between stalls shorter than the limit', async () => {
    const statuses = [(await t.app.inject({ method: 'GET', url: '/api/systemSettings/all' })).statusCode];
    // Stalls of 0.4 s, as a large read on the embedded database makes, each just before a request:
    // well under the 1 s limit, so none is refused, wherever the stall falls in the measuring.
    for (let round = 0; round < 12; round++) {
      blockEventLoop(400);
      await new Promise((resolve) => setTimeout(resolve, 10 + round * 5));
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/systemSettings/all' })).statusCode);
    }
    expect(statuses).toEqual(statuses.map(() => 200));
  });
});
