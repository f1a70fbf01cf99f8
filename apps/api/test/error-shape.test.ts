import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClientError } from './helpers/error-shape';
import { createTestApp, type TTestApp } from './helpers/test-app';

/** Errors Fastify and its plugins raise themselves still answer in our shape, with our codes. */
describe('the error shape for errors raised by the framework', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: string, url: string, payload?: string, contentType?: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: contentType ? { 'content-type': contentType } : {},
    });

  it('answers an unknown route or method 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['PATCH', '/api/contacts'],
      ['DELETE', '/api/health'],
      ['GET', '/api/urls'],
    ]) {
      const response = await send(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(expectClientError(response).code).toBe('NOT_FOUND');
    }
  });

  it('answers a path parameter longer than the router takes with a 4xx in the shape', async () => {
    // 400 from the router; when the sites are built, their static wildcard takes the URL (403 or 404).
    const response = await send('GET', `/api/urls/${'x'.repeat(10_000)}`);
    expect([400, 403, 404]).toContain(response.statusCode);
    expectClientError(response);
  });

  it('answers a body over the limit 413 and an unknown content type 415', async () => {
    const big = await send(
      'POST',
      '/api/contacts',
      JSON.stringify({ m: 'x'.repeat(1_100_000) }),
      'application/json',
    );
    expect(expectClientError(big).code).toBe('PAYLOAD_TOO_LARGE');
    for (const type of [
      'application/xml',
      'multipart/form-data; boundary=x',
      'image/png',
      'application/jsonx',
    ]) {
      const response = await send('POST', '/api/contacts', 'a', type);
      expect(response.statusCode, type).toBe(415);
      expect(expectClientError(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers deeply nested JSON 400', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expectClientError(await send('POST', '/api/contacts', deep, 'application/json'));
    const deepObject = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    expectClientError(await send('PUT', '/api/platform/settings', deepObject, 'application/json'));
  });
});
