// Lists, for each of a site's routes whose page loads lazily, the built files that page needs
// beyond what index.html already preloads (scripts/prerender-pages.mjs calls it after the site's
// build and writes dist/route-preloads.json). The API serves each route's HTML with those files
// as <link rel="modulepreload">, so a page's code downloads with the app's, not after the app's
// code has run and found the route.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

/** What a lazy page's import looks like once Vite has transformed it for Node. */
const SSR_IMPORT = /__vite_ssr_dynamic_import__\(\s*["']([^"']+)["']/;

/** The module a lazy route's page imports, from its handle's `loadModule` (packages/ui lazy-page.tsx). */
function pageModuleOf(route) {
  const loadModule = route.handle?.loadModule;
  if (typeof loadModule !== 'function') {
    return null;
  }
  const found = SSR_IMPORT.exec(String(loadModule));
  if (!found) {
    throw new Error(`route-preloads: cannot tell which module ${route.path ?? '(layout)'} loads`);
  }
  return found[1].replace(/^\//, '');
}

function joinPath(parent, child) {
  if (child === undefined) {
    return parent;
  }
  if (child.startsWith('/')) {
    return child;
  }
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** Every lazy route of the tree: its full path (as the router sees it, below the basename) and its page's module. */
function listLazyRoutes(routes, parent = '/') {
  return routes.flatMap((route) => {
    const path = joinPath(parent, route.path);
    const module = pageModuleOf(route);
    // A layout (no path, not an index) passes its path on; only a page at a path is listed.
    const own = module && (route.path !== undefined || route.index) ? [{ path, module }] : [];
    return [...own, ...listLazyRoutes(route.children ?? [], path)];
  });
}

/** A manifest entry's own file and those of the chunks it imports statically, recursively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) {
    return seen;
  }
  const entry = manifest[key];
  if (!entry) {
    throw new Error(`route-preloads: ${key} is not in the build's manifest`);
  }
  seen.add(key);
  for (const imported of entry.imports ?? []) {
    staticClosure(manifest, imported, seen);
  }
  return seen;
}

/**
 * The lazy routes of `routes` with the files each needs that index.html does not preload, as the
 * site serves them (its base included): `[{ path, preloads }]`, each path once, splats and pages
 * that need nothing more left out. `manifest` is Vite's.
 */
export function routePreloadsOf(routes, manifest, base) {
  const inIndex = staticClosure(manifest, 'index.html');
  const listed = new Set();
  return listLazyRoutes(routes).flatMap(({ path, module }) => {
    // A splat is any address: it keeps plain index.html. The API registers each path once (a
    // second route of the same path would stop it starting): the router's first match is listed.
    if (path.includes('*') || listed.has(path)) {
      return [];
    }
    listed.add(path);
    const preloads = [...staticClosure(manifest, module)]
      .filter((key) => !inIndex.has(key))
      .map((key) => `${base}${manifest[key].file}`);
    return preloads.length > 0 ? [{ path, preloads }] : [];
  });
}

/** The built site's route preloads (its `dist`, with Vite's manifest), from its source routes. */
export async function listRoutePreloads({ siteDir, dist, base }) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const server = await createServer({
    root: siteDir,
    configFile: join(siteDir, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { createAppRoutes } = await server.ssrLoadModule('/src/app/router.tsx');
    return routePreloadsOf(createAppRoutes(), manifest, base);
  } finally {
    await server.close();
  }
}

/** Lists the built site's route preloads and writes them to its `dist/route-preloads.json`. */
export async function writeRoutePreloads(site) {
  const routes = await listRoutePreloads(site);
  writeFileSync(join(site.dist, 'route-preloads.json'), `${JSON.stringify(routes, null, 2)}\n`);
  return routes;
}
