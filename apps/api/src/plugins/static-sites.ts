import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import escapeHtml from 'escape-html';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_PRERENDERED_PAGES,
  PRERENDERED_PAGES,
  PRERENDER_ADMIN_URL,
  PRERENDER_DOCTOR_URL,
  ZSiteConfig,
  type TSiteConfig,
} from '@docapply/contracts';
import { buildSiteConfig, type TConfig } from '@/config';
import { isApiRequest } from '@/lib/api-path';
import { getRepoRoot } from '@/lib/paths';

type TSite = { prefix: '/' | '/admin/'; dir: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the built sites are: PORTAL_DIST / ADMIN_DIST, else apps/<site>/dist in the repo. */
export function findSiteDirs(config: Pick<TConfig, 'PORTAL_DIST' | 'ADMIN_DIST'>): TSite[] {
  const root = getRepoRoot();
  const sites: TSite[] = [
    { prefix: '/admin/', dir: path.resolve(config.ADMIN_DIST ?? path.join(root, 'apps/admin/dist')) },
    { prefix: '/', dir: path.resolve(config.PORTAL_DIST ?? path.join(root, 'apps/portal/dist')) },
  ];
  // A site that has not been built is simply not served (tests run without builds).
  return sites.filter((site) => existsSync(path.join(site.dir, 'index.html')));
}

/**
 * The Content-Security-Policy's name (`'sha256-…'`) of each inline script of the sites' pages:
 * index.html's first calls (scripts/vite-first-calls.ts, ADR 25), which the policy otherwise
 * forbids with every inline script. Prerendered pages start from index.html and hold the same one.
 */
export function findInlineScripts(sites: readonly TSite[]): string[] {
  const hashes = new Set<string>();
  for (const site of sites) {
    const html = readFileSync(path.join(site.dir, 'index.html'), 'utf8');
    for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** The .br / .gz the build wrote beside a file (scripts/vite-site-config.ts). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Cache headers by the file a site's request was answered from (its .br or .gz included). */
function createCacheHeaders(siteDir: string): (reply: FastifyReply, filePath: string) => void {
  return (reply, filePath) => {
    const file = path.relative(siteDir, filePath.replace(PRECOMPRESSED_SUFFIX, ''));
    // Hashed build output never changes; index.html must be revalidated to pick up new hashes.
    if (file.split(path.sep)[0] === 'assets') {
      reply.header('Cache-Control', IMMUTABLE);
    } else if (file.endsWith('.html')) {
      reply.header('Cache-Control', 'no-cache');
    }
  };
}

type TServedPage = {
  path: string;
  identity: Buffer;
  br: () => Buffer;
  gzip: () => Buffer;
  lastModified: string;
};

type TPageList = readonly { path: string; file: string }[];

/** Each site's prerendered pages (scripts/prerender-pages.mjs). */
const PRERENDERED: Record<TSite['prefix'], TPageList> = {
  '/': PRERENDERED_PAGES,
  '/admin/': ADMIN_PRERENDERED_PAGES,
};

/** A value computed on first use, then kept. */
function once<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= compute());
}

/**
 * A site's prerendered pages (scripts/prerender-pages.mjs) that the build wrote, with this
 * deployment's addresses where the build put placeholders; each compressed on the first request
 * that asks (once, not per request, and not while the server starts).
 */
export function loadPrerenderedPages(
  site: TSite,
  urls: Pick<TSiteConfig, 'adminUrl' | 'doctorUrl'>,
): TServedPage[] {
  return PRERENDERED[site.prefix].flatMap(({ path: pagePath, file }) => {
    const page = loadPrerenderedPage(path.join(site.dir, file), urls);
    return page ? [{ path: pagePath, ...page }] : [];
  });
}

function loadPrerenderedPage(
  file: string,
  { adminUrl, doctorUrl }: Pick<TSiteConfig, 'adminUrl' | 'doctorUrl'>,
): Omit<TServedPage, 'path'> | null {
  if (!existsSync(file)) {
    return null;
  }
  const html = readFileSync(file, 'utf8')
    .replaceAll(PRERENDER_ADMIN_URL, escapeHtml(adminUrl))
    .replaceAll(PRERENDER_DOCTOR_URL, escapeHtml(doctorUrl));
  return servedPage(html, statSync(file).mtime);
}

/** A page's HTML as served: as it is, and brotli and gzip each made on the first request that asks. */
function servedPage(html: string, modified: Date): Omit<TServedPage, 'path'> {
  const identity = Buffer.from(html);
  return {
    identity,
    lastModified: modified.toUTCString(),
    br: once(() =>
      brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    ),
    gzip: once(() => gzipSync(identity, { level: zlib.Z_BEST_COMPRESSION })),
  };
}

/** A lazy route of a site and the files its page needs beyond index.html's (scripts/route-preloads.mjs). */
type TRoutePreloads = { path: string; preloads: string[] };

/**
 * The site's index.html for each of its lazy routes, with that route's page files as
 * `<link rel="modulepreload">`: the page's code downloads with the app's instead of after the
 * app has started and matched the route (one round trip less before the page shows). Registered
 * as routes (`:id` and all), so Fastify's router matches them; a route with a prerendered page of
 * its own keeps that. None when the build wrote no list.
 */
export function loadRoutePages(site: TSite): TServedPage[] {
  const listFile = path.join(site.dir, 'route-preloads.json');
  if (!existsSync(listFile)) {
    return [];
  }
  const indexFile = path.join(site.dir, 'index.html');
  const index = readFileSync(indexFile, 'utf8');
  const modified = statSync(indexFile).mtime;
  const prerendered = new Set(PRERENDERED[site.prefix].map((page) => page.path));
  const routes = JSON.parse(readFileSync(listFile, 'utf8')) as TRoutePreloads[];
  return routes.flatMap((route) => {
    const url = `${site.prefix}${route.path.replace(/^\//, '')}`;
    if (prerendered.has(url)) {
      return [];
    }
    const links = route.preloads
      .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
      .join('\n    ');
    return [{ path: url, ...servedPage(index.replace('</head>', `  ${links}\n  </head>`), modified) }];
  });
}

/** Each prerendered page, and each lazy route's index.html, at its path (any other page is index.html). */
async function registerServedPages(app: FastifyInstance, pages: TServedPage[]) {
  await app.register(async (served) => {
    // Revalidated like index.html: an unchanged page is a 304 (an ETag per encoding).
    await served.register(fastifyEtag);
    for (const page of pages) {
      registerServedPage(served, page);
    }
  });
}

function registerServedPage(app: FastifyInstance, page: TServedPage) {
  app.get(page.path, { schema: { hide: true } }, async (request, reply) => {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as
      'br' | 'gzip' | null;
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .header('Last-Modified', page.lastModified)
      .type('text/html; charset=utf-8');
    if (!encoding) {
      return reply.send(page.identity);
    }
    return reply.header('Content-Encoding', encoding).send(page[encoding]());
  });
}

export type TSpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/** Serves both sites and their runtime config; returns the SPA fallback for the not-found handler. */
export async function registerStaticSites(app: FastifyInstance, config: TConfig): Promise<TSpaFallback> {
  const siteConfig = ZSiteConfig.parse(buildSiteConfig(config));
  for (const url of ['/app-config.json', '/admin/app-config.json']) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(siteConfig),
    );
  }
  app.get('/admin', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/admin/', 301));

  const sites = findSiteDirs(config);
  await registerServedPages(
    app,
    sites.flatMap((site) => [...loadPrerenderedPages(site, siteConfig), ...loadRoutePages(site)]),
  );
  for (const [index, site] of sites.entries()) {
    const prerenderedFiles = new Set(PRERENDERED[site.prefix].map(({ file }) => `/${file}`));
    await app.register(fastifyStatic, {
      root: site.dir,
      prefix: site.prefix,
      decorateReply: index === 0,
      wildcard: true,
      index: ['index.html'],
      // The build's .br / .gz as they are, chosen by Accept-Encoding (with Vary), so text files
      // are compressed once at their best and @fastify/compress leaves them be (it skips a reply
      // that already has a Content-Encoding); a client that takes neither gets the file itself.
      preCompressed: true,
      setHeaders: createCacheHeaders(site.dir),
      // A prerendered page's file holds the build's placeholder addresses: served only at its
      // path, filled in (registerServedPages).
      allowedPath: (pathName) => !prerenderedFiles.has(pathName),
      schemaHide: true,
    });
  }

  return (request, reply) => {
    const url = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    const site = sites.find((candidate) => url.startsWith(candidate.prefix));
    if (!isPage || !site || isApiRequest(request)) {
      return null;
    }
    // Client-side routes (/dashboard, /admin/applications/1) all load the site's index.html.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', site.dir);
  };
}
