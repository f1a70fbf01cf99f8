// Where a page's main-thread time goes (not a test): builds both sites with source maps into a
// temporary folder, starts the page benchmark's product on them (product.ts, routes.ts), loads one
// page in Chromium with the CPU slowed 4 times (as Lighthouse's mobile run assumes), records a CPU
// profile until the page has settled, and prints the self time per source (a package, or a file
// of ours) and the heaviest functions, mapped through the source maps. These builds list their
// routes' preloads, as the product's do; they are not prerendered (for the signed-in pages, which
// are not). Run it on an idle machine:
//   npm run bench:profile -- <page> [--tasks]  (a page of npm run bench:pages; default apply;
//   --tasks: also each task of over 50 ms, with what its time went to and its script by source;
//   --unslowed: the CPU not slowed, every time multiplied by 4, as Lighthouse's simulation does)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map';
import { SITES } from '../prerender-pages.mjs';
import { writeRoutePreloads } from '../route-preloads.mjs';
import { launchMeasuringBrowser, storeSession } from './downloads';
import { startBenchProduct } from './product';
import { ROUTE_NAMES } from './routes';
import { TRACE_CATEGORIES, printLongTasks, type TNode, type TProfile, type TTraceEvent } from './long-tasks';
import { machineLoad } from './tables';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const withTasks = args.includes('--tasks');
// Lighthouse's simulated throttling loads the page at full speed and multiplies what it saw by 4.
const slowdown = args.includes('--unslowed') ? 1 : 4;
const name = args.find((a) => !a.startsWith('--')) ?? 'apply';
if (!(ROUTE_NAMES as readonly string[]).includes(name)) {
  console.error(`unknown page: ${name}; one of ${ROUTE_NAMES.join(', ')}`);
  process.exit(2);
}
const builds = mkdtempSync(path.join(os.tmpdir(), 'docapply-profile-'));
process.on('exit', () => rmSync(builds, { recursive: true, force: true }));
for (const site of ['portal', 'admin'] as const) {
  const outDir = path.join(builds, site);
  const built = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: path.join(ROOT, 'apps', site),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (built.status !== 0) {
    process.exit(built.status ?? 1);
  }
  // Each route's HTML names its page's files, as in the product (scripts/prerender-pages.mjs).
  await writeRoutePreloads({
    siteDir: path.join(ROOT, 'apps', site),
    dist: outDir,
    base: SITES[site].base,
  });
  process.env[`${site.toUpperCase()}_DIST`] = outDir;
}
console.log(`machine at the start: ${machineLoad()}`);

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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  if (withTasks) {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  }
  await page.goto(`${product.baseUrl}${route.path}`, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(4000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: TProfile;
  };
  const trace = withTasks ? JSON.parse((await browser.stopTracing()).toString('utf8')) : null;
  await browser.close();
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const maps = new Map<string, SourceMapConsumer | null>();
  const dist = (url: string) => {
    const { pathname } = new URL(url);
    const root = pathname.startsWith('/admin/') ? process.env.ADMIN_DIST : process.env.PORTAL_DIST;
    return root ? path.join(root, pathname.replace(/^\/admin\//, '/')) : null;
  };
  // Each node is mapped once: the sums, the callers, the paths and the tasks below all ask again.
  const mapped = new Map<number, Promise<[string, string]>>();
  function source(node: TNode): Promise<[string, string]> {
    let known = mapped.get(node.id);
    if (!known) {
      known = mapSource(node);
      mapped.set(node.id, known);
    }
    return known;
  }
  async function mapSource(node: TNode): Promise<[string, string]> {
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
  console.log(`self time, ${slowdown}x slowed: ${total.toFixed(0)} ms`);
  console.log(top(bySource, 30).join('\n'));
  console.log('--- functions');
  console.log(top(byFunction, 40).join('\n'));
  // The browser's own calls (appendChild, fetch, getComputedStyle) by what called them.
  const parentOfNode = new Map<number, TNode>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) {
      parentOfNode.set(child, node);
    }
  }
  const byCaller = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    const caller = parentOfNode.get(node.id);
    if (
      ms &&
      !node.callFrame.url &&
      node.callFrame.functionName &&
      !node.callFrame.functionName.startsWith('(') &&
      caller
    ) {
      const key = `${node.callFrame.functionName} from ${(await source(caller))[1]}`;
      byCaller.set(key, (byCaller.get(key) ?? 0) + ms);
    }
  }
  console.log("--- the browser's calls, by caller");
  console.log(top(byCaller, 12).join('\n'));
  // The three heaviest functions of script, by the calls that led to them (five callers up).
  const heaviestScript = [...byFunction]
    .filter(([fn]) => !fn.startsWith('(') && fn.trim() !== '' && !fn.includes('http'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([fn]) => fn);
  for (const fn of heaviestScript) {
    const byPath = new Map<string, number>();
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0;
      if (!ms || (await source(node))[1] !== fn) {
        continue;
      }
      const callers: string[] = [];
      for (let up = parentOfNode.get(node.id); up && callers.length < 5; up = parentOfNode.get(up.id)) {
        callers.push((await source(up))[1].replace(/ .*\//, ' '));
      }
      const key = callers.join(' < ');
      byPath.set(key, (byPath.get(key) ?? 0) + ms);
    }
    console.log(`--- ${fn}, called from`);
    console.log(top(byPath, 3).join('\n'));
  }
  if (trace) {
    const sourceOf = new Map<number, string>();
    const functionOf = new Map<number, string>();
    for (const node of profile.nodes) {
      const [where, fn] = await source(node);
      sourceOf.set(node.id, where);
      functionOf.set(node.id, fn);
    }
    // Each sample's innermost function of ours (apps/, packages/): which component or hook the
    // libraries' time was spent for.
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes) {
      for (const child of node.children ?? []) {
        parentOf.set(child, node.id);
      }
    }
    const oursOf = new Map<number, string>();
    for (const node of profile.nodes) {
      let id: number | undefined = node.id;
      while (id !== undefined && !/^(apps|packages)\//.test(sourceOf.get(id) ?? '')) {
        id = parentOf.get(id);
      }
      oursOf.set(node.id, id === undefined ? '(none of ours)' : functionOf.get(id)!.replace(/ .*\//, ' '));
    }
    printLongTasks(trace.traceEvents as TTraceEvent[], profile, sourceOf, oursOf, 4 / slowdown);
  }
} finally {
  await product.stop();
}
