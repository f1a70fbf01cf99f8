import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { makeTempDir } from './temp-dir';

/** Writes a file and, as the build does (scripts/vite-site-config.ts), its .br and .gz beside it. */
export function writeWithPrecompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/** A built site; `isPrecompressed: false` is one built without the .br / .gz files. */
/** The inline script of a site made by createSite. */
export const inlineScriptOf = (title: string) => `window.site = ${JSON.stringify(title)};`;

export function createSite(title: string, { isPrecompressed }: { isPrecompressed: boolean }): string {
  const dir = makeTempDir('docapply-site-');
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'legal'));
  const write = isPrecompressed ? writeWithPrecompressed : writeFileSync;
  write(
    path.join(dir, 'index.html'),
    // An inline script, as the first calls' (scripts/vite-first-calls.ts).
    `<!doctype html><title>${title}</title><script>${inlineScriptOf(title)}</script>` +
      '<script type="module" src="assets/index-abc123.js"></script>',
  );
  write(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify(title)});`.repeat(200));
  writeFileSync(path.join(dir, 'legal', 'terms-of-use.pdf'), '%PDF-1.4 test');
  return dir;
}
