import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { bootLoader } from './vite-boot-loader';
import { preloadFonts } from './vite-preload-fonts';
import { firstCalls, type TFirstCallsOptions } from './vite-first-calls';
import { inlineCss } from './vite-inline-css';
import { pureSchemas } from './vite-pure-schemas';

// In development the API (and the runtime app-config.json it serves) runs on its own port.
const API_ORIGIN = process.env.DOCAPPLY_API_ORIGIN ?? 'http://localhost:3000';

// Our packages are imported through their index files; none of their modules does anything on
// import but define things.
const PACKAGE_SOURCE = /packages[\\/](ui|contracts|rules)[\\/]src[\\/].*\.tsx?$/;

// MUI's core (its components, styling engine and their helpers), which nearly every page draws with.
const MUI_CORE =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine)|@emotion|react-is|stylis|hoist-non-react-statics|clsx|prop-types)[\\/]/;

/**
 * How many pages (lazy routes and lazy parts of pages, about 36 on each site) must use an MUI
 * module for it to go into the one shared MUI file. Left to itself the bundler gives each set of
 * pages sharing modules a file of its own: 54 files for the doctor's dashboard, each a request (a
 * phone opens six at a time) and each compressed on its own (15 KiB more than one file). A third
 * of the pages keeps what only a few pages use (the date picker, the data grid) out of it.
 */
const MUI_SHARED_BY = 12;

/**
 * Text files get a .br and a .gz beside them at build time, at the strongest settings (paid once,
 * not per request); the API serves them as they are (@fastify/static preCompressed). Fonts
 * (woff2), images and PDFs are compressed already and left alone.
 */
function precompress() {
  return compression({
    include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: zlib.Z_BEST_COMPRESSION }),
    ],
    logLevel: 'silent',
  });
}

/** The one Vite config of both sites; they differ only in the path they are served at. */
export function defineSiteConfig({
  base,
  siteUrl,
  firstCallsOf,
}: {
  base: string;
  siteUrl: string;
  /** The site's signed-in pages' first calls, started by its index.html (vite-first-calls.ts). */
  firstCallsOf: TFirstCallsOptions;
}): UserConfig {
  return defineConfig({
    base,
    mode: 'production',
    plugins: [
      react(),
      pureSchemas(),
      bootLoader(),
      firstCalls(firstCallsOf),
      preloadFonts(),
      inlineCss(),
      precompress(),
    ],
    resolve: {
      // react-router 8's package exports give its production build by default (7's gave only the
      // development one, which an alias here replaced).
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', siteUrl)) }],
    },
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      sourcemap: false,
      emptyOutDir: true,
      // dist/.vite/manifest.json: which files each page's chunk needs, read by
      // scripts/route-preloads.mjs (the API does not serve dot-folders).
      manifest: true,
      rolldownOptions: {
        treeshake: {
          // Saying so keeps e.g. the date picker (only needed by forms) out of the first
          // download of every page.
          // The contracts' schemas beside the constants a page imports: see vite-pure-schemas.ts.
          moduleSideEffects: [{ test: PACKAGE_SOURCE, sideEffects: false }],
        },
        output: {
          codeSplitting: { groups: [{ name: 'mui', test: MUI_CORE, minShareCount: MUI_SHARED_BY }] },
        },
      },
    },
    server: {
      proxy: { '/api': API_ORIGIN, [`${base}app-config.json`]: API_ORIGIN },
    },
  });
}
