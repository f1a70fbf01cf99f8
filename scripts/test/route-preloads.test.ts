import { describe, expect, it } from 'vitest';
import { routePreloadsOf } from '../route-preloads.mjs';

/** A lazy route's handle as packages/ui's lazyRoute makes it, its import as Vite's SSR loader writes it. */
function lazy(module: string) {
  const loadModule = Object.assign(() => Promise.resolve(), {
    toString: () => `() => __vite_ssr_dynamic_import__("/${module}")`,
  });
  return { handle: { preload: () => Promise.resolve(), loadModule } };
}

// Vite's manifest: index.html's entry imports the shared chunk, which both pages import too.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-2.js'] },
  '_shared-2.js': { file: 'assets/shared-2.js' },
  '_table-3.js': { file: 'assets/table-3.js', imports: ['_shared-2.js', '_chip-4.js'] },
  '_chip-4.js': { file: 'assets/chip-4.js' },
  'src/queue-page.tsx': { file: 'assets/queue-page-5.js', imports: ['_table-3.js', '_shared-2.js'] },
  'src/detail-page.tsx': { file: 'assets/detail-page-6.js', imports: ['_chip-4.js'] },
  'src/list-page.tsx': { file: 'assets/list-page-7.js' },
};

describe("a route's preloads", () => {
  it("lists each lazy page's chunk and those it imports, less what index.html preloads, under the site's base", () => {
    const routes = [
      {
        // A layout without a path (a guard) passes its parent's on.
        children: [
          { path: '/applications', ...lazy('src/queue-page.tsx') },
          {
            path: '/my/application',
            children: [
              { index: true, ...lazy('src/list-page.tsx') },
              { path: ':id', ...lazy('src/detail-page.tsx') },
            ],
          },
          { path: '*' },
        ],
      },
    ];
    expect(routePreloadsOf(routes, MANIFEST, '/admin/')).toEqual([
      {
        path: '/applications',
        preloads: ['/admin/assets/queue-page-5.js', '/admin/assets/table-3.js', '/admin/assets/chip-4.js'],
      },
      { path: '/my/application', preloads: ['/admin/assets/list-page-7.js'] },
      {
        path: '/my/application/:id',
        preloads: ['/admin/assets/detail-page-6.js', '/admin/assets/chip-4.js'],
      },
    ]);
  });

  it('fails the build when a page is not in the manifest, or its import cannot be read', () => {
    expect(() => routePreloadsOf([{ path: '/x', ...lazy('src/gone.tsx') }], MANIFEST, '/')).toThrow(
      'src/gone.tsx is not in the build',
    );
    const unreadable = { handle: { loadModule: () => Promise.resolve() } };
    expect(() => routePreloadsOf([{ path: '/y', ...unreadable }], MANIFEST, '/')).toThrow(
      'cannot tell which module /y loads',
    );
  });
});
