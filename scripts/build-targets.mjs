// What `npm start` and `npm run build` build, and how to tell whether a build is stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['packages/contracts', 'packages/rules', 'packages/ui'];
// The sites' one Vite configuration and its plugins.
const SITE_BUILD = [
  'scripts/vite-site-config.ts',
  'scripts/vite-boot-loader.ts',
  'scripts/vite-first-calls.ts',
  'scripts/vite-inline-css.ts',
  'scripts/first-calls-boot.js',
  'scripts/vite-preload-fonts.ts',
  'scripts/vite-pure-schemas.ts',
];

export const TARGETS = [
  {
    name: 'portal',
    output: 'apps/portal/dist/index.html',
    inputs: [
      'apps/portal/src',
      'apps/portal/public',
      'apps/portal/index.html',
      'apps/portal/vite.config.ts',
      ...SITE_BUILD,
      ...PACKAGES,
    ],
    command: ['npx', ['vite', 'build', '--logLevel', 'warn'], 'apps/portal'],
  },
  {
    // The portal's signed-out pages rendered at build time (after the portal: they start from its
    // index.html).
    name: 'prerendered pages',
    output: 'apps/portal/dist/landing.html',
    inputs: [
      'apps/portal/src',
      'apps/portal/index.html',
      'apps/portal/vite.config.ts',
      'scripts/prerender-pages.mjs',
      'scripts/route-preloads.mjs',
      'scripts/prerendered-boot.js',
      ...PACKAGES,
    ],
    command: ['node', ['../../scripts/prerender-pages.mjs', 'portal'], 'apps/portal'],
  },
  {
    name: 'admin',
    output: 'apps/admin/dist/index.html',
    inputs: [
      'apps/admin/src',
      'apps/admin/public',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      ...SITE_BUILD,
      ...PACKAGES,
    ],
    command: ['npx', ['vite', 'build', '--logLevel', 'warn'], 'apps/admin'],
  },
  {
    // The admin site's sign-in page rendered at build time (after the admin site's build).
    name: 'admin sign-in page',
    output: 'apps/admin/dist/sign-in.html',
    inputs: [
      'apps/admin/src',
      'apps/admin/index.html',
      'apps/admin/vite.config.ts',
      'scripts/prerender-pages.mjs',
      'scripts/route-preloads.mjs',
      'scripts/prerendered-boot.js',
      ...PACKAGES,
    ],
    command: ['node', ['../../scripts/prerender-pages.mjs', 'admin'], 'apps/admin'],
  },
  {
    name: 'api',
    output: 'apps/api/dist/server.js',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'packages/contracts', 'packages/rules'],
    command: ['node', ['build.mjs'], 'apps/api'],
  },
];

/** Newest modification time under a path (skipping node_modules and dist). */
function newestMtime(path) {
  if (!existsSync(path)) {
    return 0;
  }
  const st = statSync(path);
  if (!st.isDirectory()) {
    return st.mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') {
      continue;
    }
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isStale(target) {
  const output = join(ROOT, target.output);
  if (!existsSync(output)) {
    return true;
  }
  const built = statSync(output).mtimeMs;
  return target.inputs.some((input) => newestMtime(join(ROOT, input)) > built);
}
