// Issue 43's targets for the signed-in pages, and whether a measured page meets them:
//   JavaScript  gzip of the scripts the page loads (the headline figure): at most 200 KiB, the
//               apply page (apply, apply-picker) and the office's review (admin-review) at most 250 KiB;
//   Lighthouse  mobile performance score at least 85 on the five pages it names;
//   CLS         at most 0.05: Lighthouse's median where it ran, else that of the Chromium load.
import type { TDownloads } from './downloads';
import type { TLighthouseRun } from './lighthouse';
import type { TRoute, TRouteName } from './routes';

const KIB = 1024;
const JS_LIMIT_KIB = 200;
const LARGER_JS_LIMIT_KIB: Partial<Record<TRouteName, number>> = {
  apply: 250,
  'apply-picker': 250,
  'admin-review': 250,
};
const MIN_PERF = 85;
const PERF_ROUTES: readonly TRouteName[] = [
  'dashboard',
  'applications',
  'apply',
  'admin-queue',
  'admin-review',
];
const MAX_CLS = 0.05;

export type TTargetCheck = {
  /** What the targets column says, e.g. "JS ok, perf 74 < 85, CLS ok"; "—" for a public page. */
  text: string;
  isMissed: boolean;
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median score of the runs that have one, or null (no run, or none scored). */
export function medianScore(lighthouse: TLighthouseRun[]): number | null {
  const scores = lighthouse.flatMap((run) => (run.score === null ? [] : [run.score]));
  return scores.length > 0 ? median(scores) : null;
}

/** CLS as the targets read it: Lighthouse's median where it ran, else the Chromium load's. */
export function targetCls(downloads: TDownloads, lighthouse: TLighthouseRun[]): number {
  return lighthouse.length > 0 ? median(lighthouse.map((run) => run.cls)) : downloads.cls;
}

/** The targets in words, for the table's footnote. */
export const TARGETS_TEXT =
  `targets (signed-in pages): JS gzip ≤ ${JS_LIMIT_KIB} KiB (/apply with or without a hospital, admin-review ≤ 250 KiB); ` +
  `Lighthouse mobile perf ≥ ${MIN_PERF} on ${PERF_ROUTES.join(', ')}; CLS ≤ ${MAX_CLS}`;

export function checkTargets(
  route: TRoute,
  downloads: TDownloads,
  lighthouse: TLighthouseRun[],
): TTargetCheck {
  if (!route.session) {
    return { text: '—', isMissed: false };
  }
  const parts: string[] = [];
  let isMissed = false;
  const jsLimit = LARGER_JS_LIMIT_KIB[route.name] ?? JS_LIMIT_KIB;
  const jsKib = downloads.js.gzip / KIB;
  if (jsKib <= jsLimit) {
    parts.push('JS ok');
  } else {
    parts.push(`JS ${jsKib.toFixed(1)} > ${jsLimit} KiB`);
    isMissed = true;
  }
  if (PERF_ROUTES.includes(route.name)) {
    const score = medianScore(lighthouse);
    if (lighthouse.length === 0) {
      parts.push('perf not run');
    } else if (score === null) {
      parts.push('perf ?');
    } else if (score >= MIN_PERF) {
      parts.push('perf ok');
    } else {
      parts.push(`perf ${score} < ${MIN_PERF}`);
      isMissed = true;
    }
  }
  const cls = targetCls(downloads, lighthouse);
  if (cls <= MAX_CLS) {
    parts.push('CLS ok');
  } else {
    parts.push(`CLS ${cls.toFixed(3)} > ${MAX_CLS}`);
    isMissed = true;
  }
  return { text: parts.join(', '), isMissed };
}
