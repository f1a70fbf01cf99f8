import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, get } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';

function createSite(title: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docapply-site-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'legal'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${title}</title><script type="module" src="assets/index-abc123.js"></script>`,
  );
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify(title)});`.repeat(200),
  );
  writeFileSync(path.join(dir, 'legal', 'terms-of-use.pdf'), '%PDF-1.4 test');
  return dir;
}

describe('built sites', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_DIST: createSite('Portal'), ADMIN_DIST: createSite('Admin') } });
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

  it('caches hashed assets for a year, compressed on request', async () => {
    const response = await get(t.app, '/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    const admin = await get(t.app, '/admin/assets/index-abc123.js');
    expect(admin.body).toContain('"Admin"');
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
    const empty = mkdtempSync(path.join(os.tmpdir(), 'docapply-nosite-'));
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
