// Benchmark (not a test): what a browser really downloads per page, and Lighthouse's view of it,
// against issue 43's targets for the signed-in pages (targets.ts). Builds what is stale, starts the
// built server on a fresh data folder (mail to a local SMTP server) and sets up through the API
// (routes.ts): a doctor with one submitted application to Riverside, a new doctor with none, and
// the demo hospital administrator. Then:
//   downloads   each page loaded once in Debian's Chromium (fresh context, cache off) until no
//               request has started for 2 s: JavaScript (gzip -9 of the bodies, as the former
//               bench:bundle counted, and what the server sent, Brotli when the browser asks),
//               CSS, fonts, every request, and the layout shift (CLS) of the load (desktop size);
//   lighthouse  landing, login and the five signed-in pages the targets name (dashboard,
//               applications, apply, admin queue, admin review), --runs times each: Lighthouse's
//               default mobile run (simulated throttling, performance only); medians of the
//               score, FCP, LCP, TBT and CLS.
// The pages signed in show: the dashboard and /my/application the doctor's one application, the
// admin queue that application and admin-review the office's review of it; apply-picker the new
// doctor's /apply without a hospital, apply the form of the draft /apply?hospital= opens for them.
// Each signed-in page's row says which targets it meets ("JS ok, perf 74 < 85, CLS ok"); the run
// exits 0 even when one is missed, unless --check is given.
// Lighthouse's simulated CPU throttling multiplies the main-thread time it observes, so on a busy
// machine blocking time (TBT) and the score are much worse than real: run it with the machine
// otherwise idle. The load averages at the start and the end are printed with the tables.
// Lighthouse is not part of the project's install: `npm run bench:pages` installs it into this
// folder (its own package.json) on first use.
// Run: npm run bench:pages [-- --runs 3 --only landing,dashboard --no-lighthouse --files --reports DIR --check --nginx]
// PORTAL_DIST / ADMIN_DIST (as the server reads them) measure other builds of the sites, e.g.
// copies built before a change; the working tree's sites are then not built.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureDownloads, launchMeasuringBrowser } from './downloads';
import { runLighthouse, startDevToolsChromium } from './lighthouse';
import { startNginxFront } from './nginx-front';
import { startBenchProduct } from './product';
import { ROUTE_NAMES, type TRoute } from './routes';
import { kib, machineLoad, printTables, seconds, type TResult } from './tables';
import { cleanUpOnInterrupt, withCleanup } from '../bench-api/processes';

const HELP = `npm run bench:pages [-- options]
  --runs N          Lighthouse runs per page (default 3; the median is printed)
  --only a,b        only these pages: ${ROUTE_NAMES.join(', ')}
  --no-lighthouse   downloads only
  --files           also list each page's scripts (gzip size, bytes sent)
  --reports DIR     keep each Lighthouse report as DIR/<page>-<run>.json
  --check           exit 1 when a signed-in page misses a target (without it, the targets are only printed)
  --nginx           measure through nginx as docs/operations/nginx/docapply.conf deploys it (TLS, HTTP/2);
                    not with PORTAL_DIST / ADMIN_DIST (nginx serves the working tree's assets)
  --help            this text`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
    files: { type: 'boolean', default: false },
    reports: { type: 'string' },
    check: { type: 'boolean', default: false },
    nginx: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
if (options.nginx && (process.env.PORTAL_DIST || process.env.ADMIN_DIST)) {
  console.error("--nginx serves the working tree's assets: it cannot measure PORTAL_DIST / ADMIN_DIST");
  process.exit(2);
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

cleanUpOnInterrupt('stopping the server and the browsers, removing the temporary folders');
// Ctrl-C in a terminal reaches the server and Chromium too, so the measuring fails at once: that
// error must wait for the cleanup above (which exits), not end the process before it is done. The
// listener stays: tsx passes the signal on a second time, and ends a process that has none left.
let isInterrupted = false;
process.on('SIGINT', () => (isInterrupted = true));
const loadAtStart = machineLoad();
console.log(`machine at the start: ${loadAtStart}`);
try {
  const product = await startBenchProduct();
  try {
    const routes = product.routes.filter((route) => ONLY.includes(route.name));
    const front = options.nginx ? await startNginxFront(product.baseUrl) : null;
    if (front) {
      console.log(`measuring through nginx at ${front.url}`);
    }
    const results = await withCleanup(
      async () => front?.stop(),
      () => measureAll(front?.url ?? product.baseUrl, routes),
    );
    const loadAtEnd = machineLoad();
    console.log(`machine at the end: ${loadAtEnd}`);
    const isAnyMissed = printTables(results, { runs: RUNS, loadAtStart, loadAtEnd });
    if (isAnyMissed) {
      // A benchmark, not a test: a missed target fails the run only when asked to.
      console.log(`A target is missed${options.check ? ' (--check: exit 1)' : ''}.`);
      process.exitCode = options.check ? 1 : 0;
    }
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
