import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// One Vitest run, one project per workspace. e2e runs last, against the built product.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'rules', root: at('./packages/rules'), include: ['test/**/*.test.ts'] } },
      { test: { name: 'contracts', root: at('./packages/contracts'), include: ['test/**/*.test.ts'] } },
      // The repository's own rules (lint boundaries), checked on code written for the test.
      {
        test: { name: 'tooling', root: at('./scripts'), include: ['test/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': at('./packages/ui/src') } },
        test: {
          name: 'ui',
          root: at('./packages/ui'),
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [at('./packages/ui/test/setup.ts')],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': at('./apps/portal/src') } },
        test: {
          name: 'portal',
          root: at('./apps/portal'),
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [at('./packages/ui/test/setup.ts')],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': at('./apps/admin/src') } },
        test: {
          name: 'admin',
          root: at('./apps/admin'),
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [at('./packages/ui/test/setup.ts')],
        },
      },
      {
        resolve: { alias: { '@': at('./apps/api/src') } },
        test: {
          name: 'api',
          root: at('./apps/api'),
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: [at('./apps/api/test/global-setup.ts')],
        },
      },
      {
        test: {
          name: 'e2e',
          root: at('./e2e'),
          include: ['**/*.e2e.ts'],
          globalSetup: [at('./e2e/global-setup.ts')],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
