import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PRERENDERED_PAGES,
  PRERENDERED_PAGES,
  PRERENDER_ADMIN_URL,
  PRERENDER_DOCTOR_URL,
} from '@docapply/contracts';
import { expectError, get } from './helpers/auth';
import { createSite, writeWithPrecompressed } from './helpers/built-site';
import { createTestApp, type TTestApp } from './helpers/test-app';

// The pages a site's build writes beside index.html, as the API serves them: the prerendered
// pages with this deployment's addresses, and each route's index.html with its page's files.

describe('a portal with prerendered pages', () => {
  let t: TTestApp;

  beforeAll(async () => {
    const portalDir = createSite('Portal', { isPrecompressed: true });
    // As scripts/prerender-pages.mjs writes it: the admin address is the build's placeholder.
    for (const { file } of PRERENDERED_PAGES) {
      writeWithPrecompressed(
        path.join(portalDir, file),
        `<!doctype html><title>${file}</title><a href="${PRERENDER_ADMIN_URL}">Hospital Login</a>`,
      );
    }
    t = await createTestApp({
      env: {
        PORTAL_DIST: portalDir,
        ADMIN_DIST: createSite('Admin', { isPrecompressed: false }),
        ADMIN_URL: 'https://admin.example.org/?a=1&b="2"',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves each at its path with this deployment's admin address, br, gzip or plain", async () => {
    const decode: Record<string, (body: Buffer) => Buffer> = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      none: (body) => body,
    };
    for (const [url, title, acceptEncoding, encoding] of [
      ['/', 'landing.html', 'gzip, deflate, br', 'br'],
      ['/', 'landing.html', 'gzip', 'gzip'],
      ['/', 'landing.html', 'identity', 'none'],
      ['/login?next=%2Frenew%2F1', 'login.html', 'br', 'br'],
      ['/login', 'login.html', 'identity', 'none'],
      ['/register', 'register.html', 'br', 'br'],
      ['/forgotPassword', 'forgot-password.html', 'gzip', 'gzip'],
    ] as const) {
      const response = await get(t.app, url, { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.headers['content-encoding'] ?? 'none', acceptEncoding).toBe(encoding);
      const html = decode[encoding](response.rawPayload).toString();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(
        '<a href="https://admin.example.org/?a=1&amp;b=&quot;2&quot;/">Hospital Login</a>',
      );
      expect(html).not.toContain(PRERENDER_ADMIN_URL);
    }
  });

  it('answers an unchanged landing page with 304, and other pages with index.html', async () => {
    const first = await get(t.app, '/', { headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get(t.app, '/', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzip = await get(t.app, '/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(gzip.statusCode).toBe(200);
    for (const url of ['/dashboard', '/index.html']) {
      expect((await get(t.app, url)).body, url).toContain('<title>Portal</title>');
    }
  });

  it('never serves the files themselves, whose admin address is a placeholder', async () => {
    for (const url of PRERENDERED_PAGES.map(({ file }) => `/${file}`)) {
      expectError(await get(t.app, url), 404, 'NOT_FOUND');
    }
  });
});

describe('an admin site with a prerendered sign-in page', () => {
  let t: TTestApp;

  beforeAll(async () => {
    const adminDir = createSite('Admin', { isPrecompressed: true });
    for (const { file } of ADMIN_PRERENDERED_PAGES) {
      writeFileSync(
        path.join(adminDir, file),
        `<!doctype html><title>${file}</title><a href="${PRERENDER_DOCTOR_URL}">Doctor portal</a>`,
      );
    }
    t = await createTestApp({
      env: {
        PORTAL_DIST: createSite('Portal', { isPrecompressed: false }),
        ADMIN_DIST: adminDir,
        DOCTOR_URL: 'https://apply.example.org/?a=1&b="2"',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves it at /admin/ with this deployment's doctor address, and index.html at the other pages", async () => {
    const response = await get(t.app, '/admin/', { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<title>sign-in.html</title>');
    expect(html).toContain('<a href="https://apply.example.org/?a=1&amp;b=&quot;2&quot;/">Doctor portal</a>');
    expect(html).not.toContain(PRERENDER_DOCTOR_URL);
    const again = await get(t.app, '/admin/', {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/admin/otp', '/admin/applications', '/admin/index.html']) {
      expect((await get(t.app, url)).body, url).toContain('<title>Admin</title>');
    }
    expect((await get(t.app, '/admin')).headers.location).toBe('/admin/');
  });

  it('never serves the file itself, whose doctor address is a placeholder', async () => {
    expectError(await get(t.app, '/admin/sign-in.html'), 404, 'NOT_FOUND');
  });
});

describe('sites whose build listed the files of each route', () => {
  let t: TTestApp;
  const portalPreloads = ['/assets/dashboard-page-1a.js', '/assets/Card-2b.js'];

  beforeAll(async () => {
    const portalDir = createSite('Portal', { isPrecompressed: true });
    const adminDir = createSite('Admin', { isPrecompressed: true });
    for (const [dir, title] of [
      [portalDir, 'Portal'],
      [adminDir, 'Admin'],
    ]) {
      writeWithPrecompressed(
        path.join(dir, 'index.html'),
        `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`,
      );
    }
    // As scripts/route-preloads.mjs writes them: paths below the site's base.
    writeFileSync(
      path.join(portalDir, 'route-preloads.json'),
      JSON.stringify([
        { path: '/', preloads: ['/assets/landing-page-3c.js'] },
        { path: '/login', preloads: ['/assets/login-page-4d.js'] },
        { path: '/dashboard', preloads: portalPreloads },
        { path: '/my/application/:id', preloads: ['/assets/detail-page-5e.js'] },
      ]),
    );
    for (const { file } of PRERENDERED_PAGES) {
      writeWithPrecompressed(path.join(portalDir, file), `<!doctype html><title>${file}</title>`);
    }
    writeFileSync(
      path.join(adminDir, 'route-preloads.json'),
      JSON.stringify([{ path: '/applications', preloads: ['/admin/assets/queue-page-6f.js'] }]),
    );
    t = await createTestApp({ env: { PORTAL_DIST: portalDir, ADMIN_DIST: adminDir } });
  });
  afterAll(async () => {
    await t.close();
  });

  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it("serves a route's index.html with its page's files preloaded in the head, revalidated", async () => {
    const response = await get(t.app, '/dashboard', { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<title>Portal</title>');
    expect(modulePreloads(html)).toEqual(portalPreloads);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    const again = await get(t.app, '/dashboard', {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('matches routes with parameters, on both sites', async () => {
    expect(modulePreloads((await get(t.app, '/my/application/123')).body)).toEqual([
      '/assets/detail-page-5e.js',
    ]);
    expect(modulePreloads((await get(t.app, '/admin/applications')).body)).toEqual([
      '/admin/assets/queue-page-6f.js',
    ]);
  });

  it('serves plain index.html where no route is listed, and prerendered pages as they are', async () => {
    for (const url of ['/my/application', '/somewhere/else', '/admin/applications/42', '/dashboard/more']) {
      const response = await get(t.app, url);
      expect(response.statusCode, url).toBe(200);
      expect(modulePreloads(response.body), url).toEqual([]);
    }
    expect((await get(t.app, '/')).body).toContain('<title>landing.html</title>');
    expect((await get(t.app, '/login')).body).toContain('<title>login.html</title>');
  });
});
