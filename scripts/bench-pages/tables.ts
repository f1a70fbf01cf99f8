// The benchmark's two tables (Markdown): Lighthouse and the targets per page, then what each page
// downloads; and the machine's load, which Lighthouse's figures depend on.
import os from 'node:os';
import type { TDownloads } from './downloads';
import type { TLighthouseRun } from './lighthouse';
import type { TRoute } from './routes';
import { checkTargets, median, medianScore, TARGETS_TEXT } from './targets';

export type TResult = { route: TRoute; downloads: TDownloads; lighthouse: TLighthouseRun[] };

/** The load averages (1, 5 and 15 minutes) and the CPUs, as the run's start and end print them. */
export function machineLoad(): string {
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2));
  return `load average ${one} ${five} ${fifteen} (1, 5, 15 min) on ${os.cpus().length} CPUs`;
}

/** The path as a person reads it (the apply page's hospital id and the review's application id left out). */
const label = (route: TRoute) =>
  route.path.replace(/=[^&]+/g, '=…').replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}$/i, '/:id');
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Prints the tables; returns whether any signed-in page missed a target. */
export function printTables(
  results: TResult[],
  { runs, loadAtStart, loadAtEnd }: { runs: number; loadAtStart: string; loadAtEnd: string },
): boolean {
  const hasLighthouse = results.some((r) => r.lighthouse.length > 0);
  let isAnyMissed = false;
  console.log(
    `\n| page | JS gzip KiB (files) | Lighthouse mobile perf | LCP | TBT | CLS | FCP | targets |\n` +
      '|---|---|---|---|---|---|---|---|',
  );
  for (const { route, downloads, lighthouse } of results) {
    const targets = checkTargets(route, downloads, lighthouse);
    isAnyMissed ||= targets.isMissed;
    const js = `${kib(downloads.js.gzip)} (${downloads.js.files})`;
    if (lighthouse.length === 0) {
      console.log(
        `| ${label(route)} | ${js} | — | — | — | ${downloads.cls.toFixed(3)}† | — | ${targets.text} |`,
      );
      continue;
    }
    const of = (pick: (run: TLighthouseRun) => number) => median(lighthouse.map(pick));
    console.log(
      `| ${label(route)} | ${js} | ${medianScore(lighthouse) ?? '?'} | ${seconds(of((r) => r.lcp))} | ` +
        `${Math.round(of((r) => r.tbt))} ms | ${of((r) => r.cls).toFixed(3)} | ${seconds(of((r) => r.fcp))} | ` +
        `${targets.text} |`,
    );
  }
  console.log(
    (hasLighthouse ? `Lighthouse: median of ${runs} mobile runs (simulated throttling). ` : '') +
      '† no Lighthouse run: CLS of the Chromium load (1280×800, until 2 s without a request).\n' +
      `${TARGETS_TEXT}.\n` +
      `Machine: at the start ${loadAtStart}; at the end ${loadAtEnd}. Lighthouse multiplies the ` +
      'main-thread time it sees, so a busy machine lowers the score and raises TBT.',
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
  return isAnyMissed;
}
