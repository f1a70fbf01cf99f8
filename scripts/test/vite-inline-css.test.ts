import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineCss } from '../vite-inline-css';

const folder = mkdtempSync(path.join(os.tmpdir(), 'docapply-inline-css-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The index.html a site with one stylesheet builds to, with and without the plugin. */
async function buildSite(plugins: ReturnType<typeof inlineCss>[]): Promise<string> {
  writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><html><head></head><body><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(path.join(folder, 'main.js'), "import './fonts.css';\ndocument.title = 'site';\n");
  writeFileSync(
    path.join(folder, 'fonts.css'),
    '@font-face { font-family: Test; src: url(data:font/woff2;base64,AA==); font-display: swap; }\nbody { font-family: Test; }\n',
  );
  const output = (await build({
    root: folder,
    base: '/admin/',
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false },
  })) as Rolldown.RolldownOutput;
  const html = output.output.find((file) => file.fileName === 'index.html');
  return html?.type === 'asset' ? String(html.source) : '';
}

describe('the inline stylesheet', () => {
  it('writes the site’s stylesheet into index.html instead of linking it, so nothing holds the first paint', async () => {
    expect(await buildSite([])).toMatch(
      /<link rel="stylesheet"[^>]*href="\/admin\/assets\/index-[\w-]+\.css"/,
    );
    const html = await buildSite([inlineCss()]);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/<style>@font-face\{font-family:Test;[^<]*body\{font-family:Test\}\s*<\/style>/);
  });
});
