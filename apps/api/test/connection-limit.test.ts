import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app';

type TAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string } | { error: string };

function get(url: string, agent: http.Agent | false): Promise<TAnswer> {
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

const statusOf = (answer: TAnswer) => ('status' in answer ? answer.status : answer.error);

describe('a server with more connections than it may hold', () => {
  let t: TTestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_CONNECTIONS: '5' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a connection past the bound with 503 and closes the idle ones, then serves again', async () => {
    // Five clients keep their connections open (keep-alive), idle after their answers.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 5 });
    const first = await Promise.all(
      Array.from({ length: 5 }, () => get(`${base}/api/systemSettings/all`, keptAlive)),
    );
    expect(first.map(statusOf)).toEqual([200, 200, 200, 200, 200]);
    // A sixth: answered, not reset, in the error shape, and its connection closed.
    const refused = await get(`${base}/api/systemSettings/all`, false);
    expect(statusOf(refused)).toBe(503);
    if ('status' in refused) {
      expect(refused.headers.connection).toBe('close');
      expect(refused.headers['retry-after']).toBe('2');
      expect(JSON.parse(refused.body)).toEqual({
        statusCode: 503,
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is very busy right now. Please try again in a moment.',
        },
      });
    }
    // The idle connections were closed to make room: a new client is served.
    await expect.poll(async () => statusOf(await get(`${base}/api/systemSettings/all`, false))).toBe(200);
    keptAlive.destroy();
  });

  it('answers every connection of a burst, 200 or 503, none reset', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        get(`${base}/api/${n % 2 ? 'systemSettings/all' : 'health/live'}`, false),
      ),
    );
    const statuses = answers.map(statusOf);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // The health checks are never refused.
    expect(statuses.filter((_, n) => n % 2 === 0)).toEqual(
      statuses.filter((_, n) => n % 2 === 0).map(() => 200),
    );
  });
});
