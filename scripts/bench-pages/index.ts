// Benchmark (not a test): what a browser really downloads per page, and Lighthouse's view of it.
// Builds what is stale, starts the built server on a fresh data folder (mail to a local SMTP
// server), registers and signs in a doctor and signs in the demo hospital administrator through the
// Lighthouse is not part of the project's install: `npm run bench:pages` installs it into this folder
// (its own package.json) on first use.
// API, then:
//   downloads   each page loaded once in Debian's Chromium (fresh context, cache off) until no
//               request has started for 2 s: JavaScript (gzip -9 of the bodies, as the former
//               bench:bundle counted, and what the server sent, Brotli when the browser asks),
//               CSS, fonts, every request, and the layout shift (CLS) of the load (desktop size);
//   lighthouse  landing, login, dashboard and admin queue, --runs times each: Lighthouse's default
//               mobile run (simulated throttling, performance only); medians of the score, FCP,
//               LCP, TBT and CLS.
// Lighthouse's simulated CPU throttling multiplies the main-thread time it observes, so on a busy
// machine blocking time (TBT) and the score are much worse than real: run it with the machine
// otherwise idle. The pages signed in show a new doctor's (no applications) and an empty queue.
// Run: npm run bench:pages [-- --runs 3 --only landing,dashboard --no-lighthouse --files --reports DIR]
// PORTAL_DIST / ADMIN_DIST (as the server reads them) measure other builds of the sites, e.g.
// copies built before a change; the working tree's sites are then not built.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureDownloads, launchMeasuringBrowser, type TDownloads } from './downloads';
import { runLighthouse, startDevToolsChromium, type TLighthouseRun } from './lighthouse';
import { ROUTE_NAMES, startBenchProduct, type TRoute } from './product';
import { cleanUpOnInterrupt, withCleanup } from '../bench-api/processes';

const HELP = `npm run bench:pages [-- options]
  --runs N          Lighthouse runs per page (default 3; the median is printed)
  --only a,b        only these pages: ${ROUTE_NAMES.join(', ')}
  --no-lighthouse   downloads only
  --files           also list each page's scripts (gzip size, bytes sent)
  --reports DIR     keep each Lighthouse report as DIR/<page>-<run>.json
  --help            this text`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
    files: { type: 'boolean', default: false },
    reports: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const RUNS = Number(options.runs);
const ONLY = options.only?.split(',').map((name) => name.trim()) ?? [...ROUTE_NAMES];
const unknown = ONLY.filter((name) => !(ROUTE_NAMES as readonly string[]).includes(name));
if (!Number.isInteger(RUNS) || RUNS < 1 || unknown.length > 0) {
  console.error(
    unknown.length > 0
      ? `unknown page: ${unknown.join(', ')}\n\n${HELP}`
      : `--runs: a whole number >= 1\n\n${HELP}`,
  );
  process.exit(2);
}

type TResult = { route: TRoute; downloads: TDownloads; lighthouse: TLighthouseRun[] };

/** The path as a person reads it (the apply page's hospital id left out). */
const label = (route: TRoute) => route.path.replace(/=[^&]+/g, '=…');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A signed-in page that ends elsewhere (the sign-in page) measured the wrong thing. */
function checkLanded(route: TRoute, finalPath: string, what: string): void {
  const expected = route.path.split('?')[0];
  if (finalPath !== expected) {
    const message = `${what} of ${route.name} ended on ${finalPath}, not ${expected}`;
    if (route.session) {
      throw new Error(message);
    }
    console.log(`note: ${message}`);
  }
}

async function measureAll(baseUrl: string, routes: TRoute[]): Promise<TResult[]> {
  const results: TResult[] = [];
  const browser = await launchMeasuringBrowser();
  await withCleanup(
    () => browser.close(),
    async () => {
      for (const route of routes) {
        const downloads = await measureDownloads(browser, baseUrl, route);
        checkLanded(route, downloads.finalPath, 'the load');
        if (downloads.failed.length > 0) {
          console.log(`note: ${route.name} got errors (not counted): ${downloads.failed.join(', ')}`);
        }
        console.log(
          `downloads ${route.name}: JS ${kib(downloads.js.gzip)} KiB gzip in ${downloads.js.files} files, ` +
            `${downloads.total.requests} requests, CLS ${downloads.cls.toFixed(3)}`,
        );
        if (options.files) {
          for (const file of downloads.jsFiles) {
            console.log(
              `  ${kib(file.gzip).padStart(6)} KiB gzip, ${kib(file.sent).padStart(6)} KiB sent (${file.encoding})  ${file.path}`,
            );
          }
        }
        results.push({ route, downloads, lighthouse: [] });
      }
    },
  );
  if (options['no-lighthouse']) {
    return results;
  }
  const chromium = await startDevToolsChromium();
  await withCleanup(chromium.close, async () => {
    for (const result of results.filter((r) => r.route.hasLighthouse)) {
      for (let run = 1; run <= RUNS; run += 1) {
        const reportFile = options.reports && path.join(options.reports, `${result.route.name}-${run}.json`);
        const lighthouse = await runLighthouse(chromium.port, baseUrl, result.route, reportFile || undefined);
        checkLanded(result.route, lighthouse.finalPath, 'Lighthouse');
        console.log(
          `lighthouse ${result.route.name} run ${run}/${RUNS}: perf ${lighthouse.score ?? '?'}, ` +
            `FCP ${seconds(lighthouse.fcp)}, LCP ${seconds(lighthouse.lcp)}, TBT ${Math.round(lighthouse.tbt)} ms, ` +
            `CLS ${lighthouse.cls.toFixed(3)}`,
        );
        result.lighthouse.push(lighthouse);
      }
    }
  });
  return results;
}

function printTables(results: TResult[]): void {
  const hasLighthouse = results.some((r) => r.lighthouse.length > 0);
  console.log(
    `\n| page | JS gzip KiB (files) | Lighthouse mobile perf | LCP | TBT | CLS | FCP |\n|---|---|---|---|---|---|---|`,
  );
  for (const { route, downloads, lighthouse } of results) {
    const js = `${kib(downloads.js.gzip)} (${downloads.js.files})`;
    if (lighthouse.length === 0) {
      console.log(`| ${label(route)} | ${js} | — | — | — | ${downloads.cls.toFixed(3)}† | — |`);
      continue;
    }
    const scores = lighthouse.flatMap((run) => (run.score === null ? [] : [run.score]));
    const of = (pick: (run: TLighthouseRun) => number) => median(lighthouse.map(pick));
    console.log(
      `| ${label(route)} | ${js} | ${scores.length > 0 ? median(scores) : '?'} | ${seconds(of((r) => r.lcp))} | ` +
        `${Math.round(of((r) => r.tbt))} ms | ${of((r) => r.cls).toFixed(3)} | ${seconds(of((r) => r.fcp))} |`,
    );
  }
  console.log(
    (hasLighthouse ? `Lighthouse: median of ${RUNS} mobile runs (simulated throttling). ` : '') +
      '† no Lighthouse run: CLS of the Chromium load (1280×800, until 2 s without a request).',
  );

  console.log(
    '\n| page | JS gzip KiB (files) | JS sent KiB (encoding) | CSS gzip KiB (files) | fonts KiB (files) | ' +
      'all requests: sent KiB (count) | CLS of the load |\n|---|---|---|---|---|---|---|',
  );
  for (const { route, downloads: d } of results) {
    console.log(
      `| ${label(route)} | ${kib(d.js.gzip)} (${d.js.files}) | ${kib(d.js.transferred)} (${d.jsEncodings.join(', ') || '—'}) | ` +
        `${kib(d.css.gzip)} (${d.css.files}) | ${kib(d.fonts.transferred)} (${d.fonts.files}) | ` +
        `${kib(d.total.transferred)} (${d.total.requests}) | ${d.cls.toFixed(3)} |`,
    );
  }
  console.log(
    '(sent: response bodies as the server sent them, headers not counted; gzip: level 9 of the bodies)',
  );
}

cleanUpOnInterrupt('stopping the server and the browsers, removing the temporary folders');
// Ctrl-C in a terminal reaches the server and Chromium too, so the measuring fails at once: that
// error must wait for the cleanup above (which exits), not end the process before it is done. The
// listener stays: tsx passes the signal on a second time, and ends a process that has none left.
let isInterrupted = false;
process.on('SIGINT', () => (isInterrupted = true));
try {
  const product = await startBenchProduct();
  try {
    const routes = product.routes.filter((route) => ONLY.includes(route.name));
    printTables(await measureAll(product.baseUrl, routes));
  } finally {
    if (!isInterrupted) {
      await product.stop();
    }
  }
} catch (error) {
  if (!isInterrupted) {
    throw error;
  }
  await new Promise(() => {});
}
