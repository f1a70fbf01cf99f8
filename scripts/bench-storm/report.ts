// What `npm run bench:storm` prints: a line for each database as it finishes, then the table and
// its legend.
import { formatRow } from '../bench-api/report';
import type { TMemory } from '../bench-api/processes';
import { POLL_MS, RECOVERY_LIMIT_MS, type TAnswers, type TProbe, type TStorm } from './load';
import type { TStormOptions } from './options';

export type TStormResult = {
  label: string;
  storm: TStorm;
  /** The probes after the storm: /api/health, and the signed-in admin's queue. */
  health: TProbe;
  queue: TProbe;
  idle: TMemory;
  /** The server's memory after the probes; null when it had gone. */
  after: TMemory | null;
  /** The machine's load average before the storm and after it. */
  load: string;
};

function percentile(values: number[], p: number): number {
  if (values.length === 0) {
    return NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function describeAnswers(answers: TAnswers): string {
  return Object.entries(answers)
    .map(([label, n]) => `${n}×${label}`)
    .join(', ');
}

/** The time to the first 200, and what came back before it. */
function describeProbe(probe: TProbe): string {
  const answered =
    probe.firstOkMs === null ? `none in ${RECOVERY_LIMIT_MS / 1000} s` : `${num(probe.firstOkMs)} ms`;
  const before = describeAnswers(probe.answers);
  return before ? `${answered} (${before})` : answered;
}

/** Health during the storm: the median and longest time to a 200, and the other answers. */
function describeHealthDuring(storm: TStorm): string {
  const ok = storm.healthOkMs;
  const answered = ok.length > 0 ? `${num(percentile(ok, 50))}/${num(Math.max(...ok))} ms` : 'no 200';
  const others = describeAnswers(storm.healthAnswers);
  return others ? `${answered} (${others})` : answered;
}

const COLUMNS = [
  ['database', 10],
  ['200', 6],
  ['503 db', 7],
  ['503 lag', 7],
  ['other', 6],
  ['req/s', 6],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['503 p99', 8],
  ['health during', 24],
  ['health after', 22],
  ['queue after', 22],
  ['RSS MB', 12],
] as const;

function resultRow(result: TStormResult, seconds: number): string {
  const { storm } = result;
  const peak = Math.max(storm.peakRssMb, result.after?.peakMb ?? 0);
  return formatRow(COLUMNS, [
    result.label,
    String(storm.ok),
    String(storm.answers['503 db'] ?? 0),
    String(storm.answers['503 lag'] ?? 0),
    String(storm.other + storm.errors),
    num(storm.ok / seconds),
    num(percentile(storm.okMs, 50)),
    num(percentile(storm.okMs, 99)),
    num(percentile(storm.busyMs, 99)),
    describeHealthDuring(storm),
    describeProbe(result.health),
    describeProbe(result.queue),
    `${num(result.idle.rssMb)}/${num(peak)}/${result.after ? num(result.after.rssMb) : '-'}`,
  ]);
}

/** One database's storm, as soon as it is over. */
export function printResult(result: TStormResult): void {
  const { storm } = result;
  const others = describeAnswers(storm.answers);
  console.log(
    `  ${result.label}: ${storm.ok}×200${others ? `, ${others}` : ''}; health during the storm ` +
      `${describeHealthDuring(storm)}; after the end: health ${describeProbe(result.health)}, ` +
      `queue ${describeProbe(result.queue)}; load average ${result.load}`,
  );
}

/** Every database's storm in a table, and what its columns mean. */
export function printSummary(results: TStormResult[], options: TStormOptions): void {
  console.log(
    `\n==== storm: ${options.seconds} s of admin searches at ${options.connections} connections, ` +
      `${options.applications.toLocaleString('en')} applications ====`,
  );
  console.log(
    formatRow(
      COLUMNS,
      COLUMNS.map(([name]) => name),
    ),
  );
  for (const result of results) {
    console.log(resultRow(result, options.seconds));
  }
  console.log(
    [
      '',
      '200, 503 db (the database queue was full: Retry-After 1), 503 lag (the event loop lagged: Retry-After',
      "10), other (any other status, connection errors, timeouts): the storm's answers. req/s: 200s per second;",
      'p50/p99: latency of the 200s; 503 p99: of the refusals. health during: /api/health once a second during',
      'the storm, median/longest time to a 200 (and the other answers). health/queue after: from the moment the',
      `last storm connection closed, a request every ${POLL_MS} ms until one answers 200 (/api/health, and the`,
      "signed-in admin's first queue page): the time to that answer, and what came back before it. RSS MB: the",
      'server process, idle/highest during the storm/after. Target: health answers within 1,000 ms of the end.',
    ].join('\n'),
  );
}
