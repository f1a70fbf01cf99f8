import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// In development the API (and the runtime app-config.json it serves) runs on its own port.
const API_ORIGIN = process.env.DOCAPPLY_API_ORIGIN ?? 'http://localhost:3000';

const UI_SOURCE = /packages[\\/]ui[\\/]src[\\/].*\.tsx?$/;

/** The one Vite config of both sites; they differ only in the path they are served at. */
export function defineSiteConfig({ base, siteUrl }: { base: string; siteUrl: string }): UserConfig {
  return defineConfig({
    base,
    mode: 'production',
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', siteUrl)) } },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      sourcemap: false,
      emptyOutDir: true,
      rolldownOptions: {
        // @docapply/ui is imported through its index; its modules have no side effects on
        // import, and saying so keeps e.g. the date picker (only needed by forms) out of the
        // first download of every page.
        treeshake: { moduleSideEffects: [{ test: UI_SOURCE, sideEffects: false }] },
      },
    },
    server: {
      proxy: { '/api': API_ORIGIN, [`${base}app-config.json`]: API_ORIGIN },
    },
  });
}
