import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contacts } from '@/core/db/schema';
import { expectError, get, post, randomEmail } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';

describe('public endpoints', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { HTTP_TIMEOUT_MS: '15000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a contact message', async () => {
    const email = randomEmail('visitor');
    const response = await post(t.app, '/api/contacts', {
      name: 'Jordan Blake',
      email,
      phone: '+1 608-555-0142',
      organisation: 'Blake Family Practice',
      message: 'We would like a demo for our group.',
    });
    expect(response.statusCode).toBe(201);
    const { result } = response.json();
    expect(result).toEqual({ id: expect.any(String), message: 'Thank you. We will be in touch soon.' });
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, result.id));
    expect(row).toMatchObject({
      name: 'Jordan Blake',
      email,
      organisation: 'Blake Family Practice',
      handledAt: null,
    });
  });

  it('validates a contact message with the spec texts', async () => {
    const error = expectError(
      await post(t.app, '/api/contacts', { name: '', email: 'nope', phone: '555', message: ' ' }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toEqual({
      name: 'Required',
      email: 'Invalid email address',
      phone: 'Invalid Phone',
      message: 'Required',
    });
  });

  it('serves the public settings with the shipped values', async () => {
    const response = await get(t.app, '/api/systemSettings/all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        otpMinutes: 1,
        minReferences: 3,
        legal: {
          affirmations: '/legal/affirmations.pdf',
          fraudPolicy: '/legal/fraud-policy.pdf',
          privacyPolicy: '/legal/privacy-policy.pdf',
          termsOfUse: '/legal/terms-of-use.pdf',
        },
      },
    });
  });

  it.each(['/app-config.json', '/admin/app-config.json'])('serves %s from the configuration', async (url) => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Same origin by default: the sites call the API wherever they were loaded from.
    expect(response.json()).toEqual({
      apiBaseUrl: '/api',
      adminUrl: '/admin/',
      doctorUrl: '/',
      httpTimeoutMs: 15000,
    });
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const error = expectError(await get(t.app, '/api/no/such/thing'), 404, 'NOT_FOUND');
    expect(error.message).toBe('Not found.');
    expectError(await post(t.app, '/api/no-such-thing', { a: 1 }), 404, 'NOT_FOUND');
  });

  it('sends security headers, a strict CSP and a request id', async () => {
    const response = await get(t.app, '/api/health');
    const csp = response.headers['content-security-policy'];
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await get(t.app, '/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });

  it('compresses responses when the client accepts it', async () => {
    const response = await get(t.app, '/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes the OpenAPI document and a docs page with its own CSP', async () => {
    const spec = await get(t.app, '/api/docs/json');
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/otp', '/api/contacts', '/api/health']),
    );
    const page = await get(t.app, '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('script-src');
    expect(page.headers['content-security-policy']).not.toContain("script-src 'self';");
  });
});
