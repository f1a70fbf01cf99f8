/**
 * The API's layers and modules (docs/ARCHITECTURE.md), checked by `npm run lint:modules` in the
 * lint stage of `npm test`: lib, config and plugins know nothing above them; core knows no module;
 * a module is entered only through its index.ts; the modules' graph has no cycle.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'Two modules reach each other. Move the shared part down (to core, or a module below both), ' +
        'or have one publish a domain event (core/events.ts) that the other handles.',
      scope: 'folder',
      from: { path: '^src/modules/[^/]+/?$' },
      to: { path: '^src/modules/[^/]+/?$', circular: true },
    },
    {
      name: 'module-public-face',
      severity: 'error',
      comment: 'Another module is entered through its index.ts only: export what you need there.',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/.+', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-public-face-outside',
      severity: 'error',
      comment: 'Code outside the modules enters a module through its index.ts only.',
      from: { path: '^src/', pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/.+', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'core-knows-no-module',
      severity: 'error',
      comment: 'core is what every module stands on: it never imports a module (or the app).',
      from: { path: '^src/core/' },
      to: { path: '^src/(modules/|app\\.ts|server\\.ts|jobs\\.ts|scripts/)' },
    },
    {
      name: 'foundation-knows-nothing-above',
      severity: 'error',
      comment: 'lib, config and plugins stand below core and the modules.',
      from: { path: '^src/(lib|config|plugins)/' },
      to: { path: '^src/(core|modules)/' },
    },
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'A file cycle is an import-order hazard in ESM; break it (a cycle of types alone is erased).',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.test\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
  },
};
