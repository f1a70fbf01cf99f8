// Where a page's main-thread time goes (not a test): builds both sites with source maps into a
// temporary folder, starts the page benchmark's product on them (product.ts, routes.ts), loads one
// page in Chromium with the CPU slowed 4 times (as Lighthouse's mobile run assumes), records a CPU
// profile until the page has settled, and prints the self time per source (a package, or a file
// of ours) and the heaviest functions, mapped through the source maps. For the signed-in pages:
// these builds are not prerendered, nor list their routes' preloads. Run it on an idle machine:
//   npm run bench:profile -- <page>      (a page of npm run bench:pages; default apply)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map';
import { launchMeasuringBrowser, storeSession } from './downloads';
import { startBenchProduct } from './product';
import { ROUTE_NAMES } from './routes';
import { machineLoad } from './tables';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const name = process.argv[2] ?? 'apply';
if (!(ROUTE_NAMES as readonly string[]).includes(name)) {
  console.error(`unknown page: ${name}; one of ${ROUTE_NAMES.join(', ')}`);
  process.exit(2);
}
const builds = mkdtempSync(path.join(os.tmpdir(), 'docapply-profile-'));
process.on('exit', () => rmSync(builds, { recursive: true, force: true }));
for (const site of ['portal', 'admin']) {
  const outDir = path.join(builds, site);
  const built = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: path.join(ROOT, 'apps', site),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (built.status !== 0) {
    process.exit(built.status ?? 1);
  }
  process.env[`${site.toUpperCase()}_DIST`] = outDir;
}
console.log(`machine at the start: ${machineLoad()}`);
type TNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};

const product = await startBenchProduct();
try {
  const route = product.routes.find((r) => r.name === name);
  if (!route) {
    throw new Error(`no page ${name}`);
  }
  const browser = await launchMeasuringBrowser();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (route.session) {
    await context.addInitScript(storeSession, route.session);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${product.baseUrl}${route.path}`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(4000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: TNode[]; samples: number[]; timeDeltas: number[] };
  };
  await browser.close();
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const maps = new Map<string, SourceMapConsumer | null>();
  const dist = (url: string) => {
    const { pathname } = new URL(url);
    const root = pathname.startsWith('/admin/') ? process.env.ADMIN_DIST : process.env.PORTAL_DIST;
    return root ? path.join(root, pathname.replace(/^\/admin\//, '/')) : null;
  };
  async function source(node: TNode): Promise<[string, string]> {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    if (!url.includes('/assets/')) {
      return [url ? 'page' : `(${functionName || 'native'})`, functionName];
    }
    if (!maps.has(url)) {
      const file = dist(url);
      maps.set(
        url,
        file && existsSync(`${file}.map`)
          ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
          : null,
      );
    }
    const map = maps.get(url);
    const pos = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const src = pos?.source ?? url;
    const where = src.includes('node_modules/')
      ? src
          .split('node_modules/')
          .pop()!
          .split('/')
          .slice(0, src.includes('node_modules/@') ? 2 : 1)
          .join('/')
      : src.replace(/^.*?(apps|packages)\//, '$1/');
    return [where, `${pos?.name ?? functionName} ${src.split('node_modules/').pop()}:${pos?.line}`];
  }
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) {
      continue;
    }
    total += ms;
    const [where, fn] = await source(node);
    bySource.set(where, (bySource.get(where) ?? 0) + ms);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`);
  console.log(`self time, 4x slowed: ${total.toFixed(0)} ms`);
  console.log(top(bySource, 30).join('\n'));
  console.log('--- functions');
  console.log(top(byFunction, 40).join('\n'));
} finally {
  await product.stop();
}
