// Prints the gzip size of the JavaScript and CSS each site's first page loads (the entry
// script, its modulepreloads and stylesheets), from the built dist folders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './build-targets.mjs';

for (const site of ['portal', 'admin']) {
  const dist = join(ROOT, 'apps', site, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const ref of refs) {
    const file = join(dist, ref.replace(/^\/(admin\/)?/, ''));
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    if (ref.endsWith('.js')) {
      js += size;
    } else {
      css += size;
    }
  }
  console.log(
    `${site}: initial JavaScript ${(js / 1024).toFixed(1)} KiB gzip, CSS ${(css / 1024).toFixed(1)} KiB gzip (${refs.length} files)`,
  );
}
