import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app';

type TRawResponse = { status: number; headers: Record<string, string>; body: string };

/** Splits what a socket received into HTTP/1.1 responses (Content-Length bodies only). */
function parseResponses(raw: string): TRawResponse[] {
  const responses: TRawResponse[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine, ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(headEnd + 4 + length);
  }
  return responses;
}

function createDeferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function request(path: string): string {
  return `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
}

/**
 * Shutting down: requests in flight finish, a request that still arrives (pipelined or on a kept
 * connection) is refused with 503 in our error shape and a Retry-After, so a balancer retries elsewhere.
 */
describe('shutting down', () => {
  let t: TTestApp;
  let releaseSlow: () => void;
  const slowStarted = createDeferred();
  const closing = createDeferred();

  beforeAll(async () => {
    const release = createDeferred();
    releaseSlow = release.resolve;
    t = await createTestApp({
      prepare: (app) => {
        // A request that is still being answered when the shutdown starts.
        app.get('/test/slow', async () => {
          slowStarted.resolve();
          await release.promise;
          return { result: 'done' };
        });
        // Registered after the app's own preClose hook, so the app already knows it is closing.
        app.addHook('preClose', async () => {
          closing.resolve();
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    releaseSlow();
    await t.close();
  });

  it('finishes the request in flight and answers the next one 503 in the error shape', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(request('/test/slow'));
    await slowStarted.promise;

    const closed = t.app.close();
    await closing.promise;
    socket.write(request('/api/health'));
    // Give the server time to read the second request before the first one is answered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseSlow();
    await closed;
    await ended;

    const [slow, refused] = parseResponses(received);
    expect(slow.status, received).toBe(200);
    expect(JSON.parse(slow.body)).toEqual({ result: 'done' });
    expect(refused?.status, received).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: 503,
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before any of its work: a client may send it again, a change included.
    expect(refused.headers['x-request-unprocessed']).toBe('1');
    expect(refused.headers.connection).toBe('close');
  });
});
