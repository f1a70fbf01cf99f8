import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createUserWithToken, registerBody } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';

type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
};
type TOperation = {
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
  parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
};

/**
 * The path with each parameter filled: an id that names nothing, or, for a parameter of a few
 * named values (the exclusion list's `source`), the first of them, so the body is what is judged.
 */
function fillPath(url: string, operation: TOperation): string {
  return url.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const values = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.enum;
    return values?.[0] ?? 'not-a-valid-id';
  });
}
type TRoute = { method: string; url: string; body?: TJsonSchema };

/** A valid body per route where we know one, so "only an unknown field is wrong" can be tried. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/register': registerBody(),
  'POST /api/auth/emailVerify': { token: 'abc' },
  'POST /api/auth/emailVerify/resend': { email: 'someone@example.com' },
  'POST /api/auth/verifyUser': { email: 'someone@example.com', password: 'x' },
  'POST /api/auth/otp': { challenge: 'abc', code: '123456' },
  'POST /api/auth/otp/resend': { challenge: 'abc' },
  'POST /api/auth/extractValues': { token: 'abc' },
  'POST /api/contacts': { name: 'A', email: 'a@example.com', message: 'Hi' },
};

function wrongValue(schema: TJsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  return type === 'string' ? 12345 : 'not-the-right-type';
}

/** Every malformed request gets a 4xx in the error shape: never a 500, never a stack trace. */
function expectClientError(response: LightMyRequestResponse, allowed: number[]) {
  expect(allowed, `${response.statusCode} ${response.body}`).toContain(response.statusCode);
  const body = response.json();
  expect(body).toMatchObject({
    statusCode: response.statusCode,
    error: { code: expect.any(String), message: expect.any(String) },
  });
  expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
}

// Field-by-field checks; bad-input-sweep-*.test.ts send 100+ malformed requests to each operation.
describe('bad input to every endpoint', () => {
  let t: TTestApp;
  let token: string;
  let routes: TRoute[];

  beforeAll(async () => {
    // Several requests to every route from one client: more than a minute's allowance.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
    token = (
      await createUserWithToken(t.db, t.config, { roles: ['platform_admin', 'hospital_admin', 'doctor'] })
    ).token;
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, TOperation>>;
    };
    routes = Object.entries(spec.paths).flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        url: fillPath(url, operation),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (route: TRoute, payload?: string, contentType = 'application/json') =>
    t.app.inject({
      method: route.method as 'POST',
      url: route.url,
      payload,
      headers: { 'x-auth-token': token, ...(payload === undefined ? {} : { 'content-type': contentType }) },
    });

  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes.filter((r) => r.body).length).toBeGreaterThanOrEqual(8);
  });

  it('refuses malformed JSON, empty, null, array and scalar bodies with 400', async () => {
    for (const route of routes.filter((r) => r.body)) {
      for (const payload of [
        '{"email": ',
        '{,}',
        'null',
        '[]',
        '"text"',
        '42',
        '{"__proto__": {"isAdmin": true}}',
        undefined,
      ]) {
        expectClientError(await send(route, payload), [400]);
      }
    }
  });

  it('names each missing field', async () => {
    for (const route of routes.filter((r) => r.body?.required?.length)) {
      const response = await send(route, '{}');
      expectClientError(response, [400]);
      const { fields } = response.json().error;
      expect(Object.keys(fields), route.url).toEqual(expect.arrayContaining(route.body?.required ?? []));
    }
  });

  it('names each field of the wrong type', async () => {
    for (const route of routes.filter((r) => r.body?.properties)) {
      const props = route.body?.properties ?? {};
      const body = Object.fromEntries(
        Object.entries(props).map(([name, schema]) => [name, wrongValue(schema)]),
      );
      const response = await send(route, JSON.stringify(body));
      expectClientError(response, [400]);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(Object.keys(response.json().error.fields), route.url).toEqual(
        expect.arrayContaining(Object.keys(props)),
      );
    }
  });

  it('names an unknown field, alone or among other mistakes', async () => {
    for (const route of routes.filter((r) => r.body)) {
      const valid = VALID_BODIES[`${route.method} ${route.url}`] ?? {};
      for (const body of [{ ...valid, isAdmin: true }, { isAdmin: true }]) {
        const response = await send(route, JSON.stringify(body));
        expectClientError(response, [400]);
        expect(response.json().error.fields, route.url).toMatchObject({ isAdmin: 'Unknown field' });
      }
    }
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) });
    for (const route of routes.filter((r) => r.body)) {
      const response = await send(route, big);
      expectClientError(response, [413]);
      expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('refuses other content types: 415, or 400 for text', async () => {
    for (const route of routes.filter((r) => r.body)) {
      const xml = await send(route, '<a>1</a>', 'application/xml');
      expectClientError(xml, [415]);
      expect(xml.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expectClientError(await send(route, 'hello', 'text/plain'), [400]);
      expectClientError(await send(route, 'a=1&b=2', 'application/x-www-form-urlencoded'), [415]);
    }
  });

  it('never fails on junk query strings or headers', async () => {
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: `${route.url}?a[b]=1&a=2&%zz=%&limit=-1&x=${'y'.repeat(5000)}`,
        headers: { 'x-auth-token': token, 'x-request-id': '<script>' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
