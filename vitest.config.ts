import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LongestJourneysFirst } from './e2e/sequencer.ts';
import { fileURLToPath } from 'node:url';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * A site's or package's component tests in jsdom, as two projects. `<name>` shares a worker's
 * loaded modules across files (isolate: false): the setup file unmounts, clears storage and drops
 * MUI's styles after every test, and a worker that keeps React, MUI and jsdom loaded and compiled
 * runs the files in about half the time. `<name>-mocked` runs the files that replace a module
 * (`vi.mock`, named *.mocked.test.tsx) each on its own, where a replaced module cannot leak.
 */
function jsdomProjects(name: string, root: string) {
  const shared = {
    plugins: [react()],
    resolve: { alias: { '@': at(`${root}/src`) } },
  };
  const test = {
    root: at(root),
    environment: 'jsdom',
    setupFiles: [at('./packages/ui/test/setup.ts')],
    // A backstop against a test that hangs, not a verdict on the machine's speed: a page test on a
    // laptop busy with other work can take ten times its quiet time (packages/ui/test/setup.ts).
    testTimeout: 300_000,
    hookTimeout: 300_000,
  };
  return [
    {
      ...shared,
      test: {
        ...test,
        name,
        include: ['test/**/*.test.{ts,tsx}'],
        exclude: ['test/**/*.mocked.test.{ts,tsx}'],
        isolate: false,
      },
    },
    { ...shared, test: { ...test, name: `${name}-mocked`, include: ['test/**/*.mocked.test.{ts,tsx}'] } },
  ];
}

// One Vitest run, one project per workspace. e2e runs last, against the built product.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestJourneysFirst },
    projects: [
      { test: { name: 'rules', root: at('./packages/rules'), include: ['test/**/*.test.ts'] } },
      { test: { name: 'contracts', root: at('./packages/contracts'), include: ['test/**/*.test.ts'] } },
      // The repository's own rules (lint boundaries), checked on code written for the test.
      {
        test: { name: 'tooling', root: at('./scripts'), include: ['test/**/*.test.ts'], testTimeout: 60_000 },
      },
      ...jsdomProjects('ui', './packages/ui'),
      ...jsdomProjects('portal', './apps/portal'),
      ...jsdomProjects('admin', './apps/admin'),
      {
        resolve: { alias: { '@': at('./apps/api/src') } },
        test: {
          name: 'api',
          root: at('./apps/api'),
          include: ['test/**/*.test.ts'],
          // Each file builds its own app on its own database, so the files can share a worker's
          // loaded modules: loading the whole API once per worker, not once per file, saves a third.
          isolate: false,
          // Backstops against a hang, not verdicts on speed: two CPU-bound processes beside the run
          // make a file several times slower than on a quiet machine.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          setupFiles: [at('./apps/api/test/setup.ts')],
          // The atomicity check (test/atomicity-setup.ts) walks the changes of the files it lists.
          globalSetup: [at('./apps/api/test/global-setup.ts'), at('./apps/api/test/atomicity-setup.ts')],
        },
      },
      {
        test: {
          name: 'e2e',
          root: at('./e2e'),
          include: ['**/*.e2e.ts'],
          globalSetup: [at('./e2e/global-setup.ts')],
          testTimeout: 240_000,
          // A journey that fails is run once more: a browser on two shared cores is at times slower
          // than any wait allows (stop 28's CI lost a stop's work to one such test). Failing twice
          // fails the run, and scripts/test-summary.mjs names every test that passed only on its
          // retry, with its first failure, so a flaky test stays visible.
          retry: 1,
          hookTimeout: 120_000,
          // expect.poll waits 1 s by default: too short for a page that loads its code and data on
          // a busy machine (a journey once failed so on "is now confirmed"). Every poll waits 20 s.
          expect: { poll: { timeout: 20_000 } },
          // Each file starts its own product (own port, own embedded database) and browser, so two
          // files run side by side (scripts/test.sh): a journey's waits for saves and mail leave
          // room on two cores.
          fileParallelism: true,
        },
      },
      {
        // docs/operations/ deployed and used: two API processes behind nginx on PostgreSQL, S3, Redis
        // and an SMTP sink (scripts/test-deployment.sh finds them; not part of the e2e project).
        test: {
          name: 'deployment',
          root: at('./e2e'),
          include: ['deployment/**/*.test.ts'],
          globalSetup: [at('./e2e/global-setup.ts')],
          testTimeout: 240_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
