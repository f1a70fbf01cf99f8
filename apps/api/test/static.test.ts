import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, get } from './helpers/auth';
import { createSite, inlineScriptOf } from './helpers/built-site';
import { makeTempDir } from './helpers/temp-dir';
import { createTestApp, type TTestApp } from './helpers/test-app';

describe('built sites', () => {
  let t: TTestApp;
  let portalDir: string;

  beforeAll(async () => {
    portalDir = createSite('Portal', { isPrecompressed: true });
    const adminDir = createSite('Admin', { isPrecompressed: false });
    t = await createTestApp({ env: { PORTAL_DIST: portalDir, ADMIN_DIST: adminDir } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the portal at / and the admin site at /admin/, revalidating index.html', async () => {
    for (const [url, title] of [
      ['/', 'Portal'],
      ['/admin/', 'Admin'],
    ]) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${title}</title>`);
    }
  });

  it("lets each site's inline script run by its hash, and no other inline script", async () => {
    const policy = (await get(t.app, '/dashboard')).headers['content-security-policy'] as string;
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'));
    const hashOf = (title: string) =>
      `'sha256-${createHash('sha256').update(inlineScriptOf(title)).digest('base64')}'`;
    expect(scriptSrc?.split(' ').sort()).toEqual(
      ["'self'", hashOf('Admin'), hashOf('Portal'), 'script-src'].sort(),
    );
  });

  it('sends client-side routes to the right index.html', async () => {
    const portal = await get(t.app, '/my/application/123');
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('<title>Portal</title>');
    expect(portal.headers['cache-control']).toBe('no-cache');
    const admin = await get(t.app, '/admin/applications/42');
    expect(admin.body).toContain('<title>Admin</title>');
  });

  it('redirects /admin to /admin/', async () => {
    const response = await get(t.app, '/admin');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/admin/');
  });

  it('sends a hashed asset as the build compressed it: br, else gzip, else the file itself', async () => {
    const asset = path.join(portalDir, 'assets', 'index-abc123.js');
    for (const [acceptEncoding, encoding, file] of [
      ['gzip, deflate, br', 'br', `${asset}.br`],
      ['br;q=0.5, gzip', 'gzip', `${asset}.gz`],
      ['gzip', 'gzip', `${asset}.gz`],
      ['identity', undefined, asset],
      [undefined, undefined, asset],
    ] as const) {
      const headers: Record<string, string> =
        acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const response = await get(t.app, '/assets/index-abc123.js', { headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toContain('accept-encoding');
      // The bytes on disk, not compressed again on the way out.
      const expected = readFileSync(file);
      expect(response.rawPayload.equals(expected)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(expected.length);
    }
  });

  it('compresses on request a file the build left uncompressed', async () => {
    const response = await get(t.app, '/admin/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('"Admin"');
  });

  it('sends index.html precompressed but revalidated, and answers an unchanged one with 304', async () => {
    for (const url of ['/', '/index.html', '/my/application/123']) {
      const first = await get(t.app, url, { headers: { 'accept-encoding': 'br' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['content-type']).toContain('text/html');
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.headers['last-modified']).toBeTruthy();
      const etag = String(first.headers.etag);
      expect(etag).toBeTruthy();

      const again = await get(t.app, url, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      // The gzip and the plain file are other representations: the br one's ETag is not theirs.
      const plain = await get(t.app, url, { headers: { 'if-none-match': etag } });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('<title>Portal</title>');
    }
  });

  it('still compresses API responses on the fly', async () => {
    const response = await get(t.app, '/api/docs/json', { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('serves static files such as the legal PDFs', async () => {
    const response = await get(t.app, '/legal/terms-of-use.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('answers a missing file with 404, not with a page', async () => {
    expectError(await get(t.app, '/assets/missing.js'), 404, 'NOT_FOUND');
    expectError(await get(t.app, '/api/unknown'), 404, 'NOT_FOUND');
  });
});

describe('without built sites', () => {
  it('still serves the API and the site configuration', async () => {
    const empty = makeTempDir('docapply-nosite-');
    const t = await createTestApp({ env: { PORTAL_DIST: empty, ADMIN_DIST: empty } });
    try {
      expectError(await get(t.app, '/'), 404, 'NOT_FOUND');
      expect((await get(t.app, '/app-config.json')).statusCode).toBe(200);
      expect((await get(t.app, '/api/health')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
