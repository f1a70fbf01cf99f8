// Writes a site's prerendered pages after its build (a target of scripts/build-targets.mjs, with
// the site's name: `node scripts/prerender-pages.mjs portal|admin`): the site's
// src/app/prerender.tsx built for Node, and each of its PRERENDERED_PAGES rendered once, its markup
// and critical CSS put into the built index.html, whose app scripts give way to
// scripts/prerendered-boot.js (they load on the visitor's first sign of use). The results (the
// portal's dist/landing.html, dist/login.html …, the admin's dist/sign-in.html) are what the API
// serves at those paths, with its ADMIN_URL and DOCTOR_URL filled in.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import escapeHtml from 'escape-html';
import { build } from 'vite';
import { writeRoutePreloads } from './route-preloads.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Each site's folder and the path it is served at (its Vite base). */
export const SITES = {
  portal: { dir: 'apps/portal', base: '/' },
  admin: { dir: 'apps/admin', base: '/admin/' },
};

/** A file and its .br and .gz, as the sites' build writes every text file (vite-site-config.ts). */
function writeCompressed(file, content) {
  const buffer = Buffer.from(content);
  writeFileSync(file, buffer);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(buffer, { level: zlib.Z_BEST_COMPRESSION }));
}

/** Takes `pattern`'s matches out of `html`: the page and the first group of each. */
function cut(html, pattern) {
  const found = [...html.matchAll(pattern)].map((match) => match[1]);
  if (found.length === 0) {
    throw new Error(`prerender-pages: ${pattern} not found in dist/index.html`);
  }
  return [html.replace(pattern, ''), found];
}

/** The built index.html taken apart: the page without its app scripts, and those scripts. */
function readShell(dist) {
  let page = readFileSync(join(dist, 'index.html'), 'utf8');
  let entry;
  let preloads;
  [page, [entry]] = cut(page, /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g);
  [page, preloads] = cut(page, /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g);
  // A prerendered page reads the configuration only once its app starts (on first use): fetched
  // ahead, it would be a wasted download and a console warning.
  [page] = cut(page, /(?:<!--[^>]*-->\s*)?<link rel="preload" href="([^"]*app-config\.json)"[^>]*>\s*/g);
  const root = /<div id="root">([\s\S]*)<\/div>(\s*)<\/body>/.exec(page);
  if (!root) {
    throw new Error('prerender-pages: no <div id="root"> before </body> in dist/index.html');
  }
  return { page, entry, preloads, root };
}

async function withServerBuild(siteDir, render) {
  const out = mkdtempSync(join(os.tmpdir(), 'docapply-prerender-'));
  try {
    await build({
      root: siteDir,
      configFile: join(siteDir, 'vite.config.ts'),
      logLevel: 'warn',
      // One file with its dependencies inside: Node then needs nothing of the sites' packages.
      ssr: { noExternal: true },
      build: { ssr: 'src/app/prerender.tsx', outDir: out, emptyOutDir: true, copyPublicDir: false },
    });
    return await render(await import(pathToFileURL(join(out, 'prerender.js')).href));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export async function prerenderPages(siteName) {
  const site = SITES[siteName];
  if (!site) {
    throw new Error(`prerender-pages: name a site (${Object.keys(SITES).join(' or ')}), not ${siteName}`);
  }
  const siteDir = join(ROOT, site.dir);
  const dist = join(siteDir, 'dist');
  const { page, entry, preloads, root } = readShell(dist);
  const boot = readFileSync(join(ROOT, 'scripts/prerendered-boot.js'), 'utf8');
  const bootFile = `assets/prerendered-boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  writeCompressed(join(dist, bootFile), boot);

  await withServerBuild(siteDir, async (module) => {
    for (const { path, file } of module.PRERENDERED_PAGES) {
      const { html, styleTags } = await module.renderPage(path);
      const body = [
        `<div id="root" data-prerendered>${html}</div>`,
        // The loader (index.html's) for a signed-in visitor, whose page is not this one.
        `<template id="boot-loader">${root[1]}</template>`,
        `<script src="${site.base}${bootFile}" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}" data-token-key="${escapeHtml(module.TOKEN_STORAGE_KEY)}"></script>`,
      ].join('\n    ');
      const result = page
        .replace(root[0], `${body}${root[2]}</body>`)
        .replace('</head>', `${styleTags}\n  </head>`);
      // Plain only: the API fills in the sites' addresses and compresses the result itself.
      writeFileSync(join(dist, file), result);
      console.log(`Prerendered ${path}: ${site.dir}/dist/${file} (${(result.length / 1024).toFixed(1)} KiB)`);
    }
  });

  const routes = await writeRoutePreloads({ siteDir, dist, base: site.base });
  console.log(`Listed the preloads of ${routes.length} routes: ${site.dir}/dist/route-preloads.json`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerenderPages(process.argv[2]);
}
