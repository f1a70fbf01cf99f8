import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Dependency directions (docs/ARCHITECTURE.md): apps -> packages; ui -> contracts, rules;
 * contracts -> rules; rules -> nothing of ours; no package imports an app; the sites never
 * import each other or the API; inside a site, features do not import each other.
 */
/**
 * The sites render their routes with the declarative router (packages/ui boot-site.tsx: no data
 * router), where these hooks throw; the tests' memory router is a data router and would not tell.
 */
const DATA_ROUTER_ONLY = {
  name: 'react-router',
  importNames: [
    'useBlocker',
    'useLoaderData',
    'useActionData',
    'useFetcher',
    'useFetchers',
    'useNavigation',
    'useSubmit',
    'useRevalidator',
    'useRouteLoaderData',
    'useAsyncValue',
    'Await',
    'Form',
  ],
  message: 'The sites have no data router (packages/ui/src/boot/boot-site.tsx): this throws there.',
};
const restrict = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [DATA_ROUTER_ONLY],
      patterns: patterns.map((p) =>
        p.regex ? { regex: p.regex, message: p.message } : { group: [p.group], message: p.message },
      ),
    },
  ],
});
const NO_APPS = { group: '**/apps/**', message: 'Packages and apps never import an app.' };
const boundaries = [
  {
    files: ['packages/rules/**/*.{ts,tsx}'],
    rules: restrict(NO_APPS, { group: '@docapply/*', message: 'rules imports no other workspace.' }),
  },
  {
    files: ['packages/contracts/**/*.{ts,tsx}'],
    rules: restrict(NO_APPS, { regex: '^@docapply/(?!rules$)', message: 'contracts may import rules only.' }),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: restrict(NO_APPS, {
      regex: '^@docapply/(?!rules$|contracts$)',
      message: 'ui may import contracts and rules only.',
    }),
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}'],
    rules: restrict(
      { group: '@docapply/{admin,api}', message: 'The portal never imports another app.' },
      { group: '**/apps/{admin,api}/**', message: 'The portal never imports another app.' },
    ),
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    rules: restrict(
      { group: '@docapply/{portal,api}', message: 'The admin site never imports another app.' },
      { group: '**/apps/{portal,api}/**', message: 'The admin site never imports another app.' },
    ),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: restrict(
      { group: '@docapply/{portal,admin,ui}', message: 'The API imports contracts and rules only.' },
      { group: '**/apps/{portal,admin}/**', message: 'The API never imports a site.' },
    ),
  },
  // Inside a site, features do not import each other, by alias or by a relative path that leaves
  // the feature's folder: routes in app/ compose them. A file `depth` folders below its feature's
  // folder leaves it with depth + 1 `../`.
  ...['portal', 'admin'].flatMap((site) =>
    [0, 1, 2, 3].map((depth) => ({
      files: [`apps/${site}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [DATA_ROUTER_ONLY],
            patterns: [
              {
                group: ['@/features/*', '@/features/*/**'],
                message: 'Features never import each other; compose them in app/.',
              },
              {
                regex: `^(\\.\\./){${depth + 1},}`,
                message:
                  'Features never import each other, not even by a relative path; compose them in app/.',
              },
              { group: ['@docapply/{admin,api,portal}'], message: 'Sites never import another app.' },
            ],
          },
        ],
      },
    })),
  ),
  // The shared folders of a site serve its features and never depend on one (nor on app/).
  ...['portal', 'admin'].map((site) => ({
    files: [`apps/${site}/src/{components,hooks,lib,config}/**/*.{ts,tsx}`],
    rules: restrict(
      {
        group: '@/features/**',
        message: 'Shared code never imports a feature; move the piece here or to packages/ui.',
      },
      { group: '@/app/**', message: 'Shared code never imports app/; app/ composes it.' },
      {
        regex: '^(\\.\\./)+(features|app)(/|$)',
        message: 'Shared code never imports a feature or app/; move the piece here or to packages/ui.',
      },
      { group: `@docapply/{admin,api,portal}`, message: 'Sites never import another app.' },
    ),
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'apps/api/drizzle/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: 'No .only in tests.' },
        { object: 'it', property: 'only', message: 'No .only in tests.' },
        { object: 'test', property: 'only', message: 'No .only in tests.' },
      ],
    },
  },
  // React's rules (React Compiler's analysis among them) where React is: the sites and the shared
  // UI package. On the API, the journeys and the scripts they found nothing and took 7 s of 64.
  {
    files: ['apps/{portal,admin}/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.config.ts', 'e2e/**', 'scripts/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  ...boundaries,
);
