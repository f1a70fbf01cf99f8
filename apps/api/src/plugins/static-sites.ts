import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZSiteConfig } from '@docapply/contracts';
import { buildSiteConfig, type TConfig } from '@/config';
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
  for (const [index, site] of sites.entries()) {
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
      schemaHide: true,
    });
  }

  return (request, reply) => {
    const url = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    const site = sites.find((candidate) => url.startsWith(candidate.prefix));
    if (!isPage || !site || url.startsWith('/api/') || url === '/api') {
      return null;
    }
    // Client-side routes (/dashboard, /admin/applications/1) all load the site's index.html.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', site.dir);
  };
}
