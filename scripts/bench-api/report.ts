// The tables `npm run bench:api` prints.
import type { TEndpoint } from './endpoints';
import type { TRound } from './load';
import type { TMemory } from './processes';
import { STAGE_NAMES, type TStageCost } from './stages';
import type { TStatementCount } from './statements';

/** One server's measured rounds of an endpoint. */
export type TSeries = {
  rounds: TRound[];
  /** CPU over the rounds: the server process, and (PostgreSQL) its database backends. */
  cpuMs: number;
  dbCpuMs: number;
  /** The requests that CPU served (rate × metered time). */
  work: number;
};

export type TEndpointResult = {
  endpoint: TEndpoint;
  real: TSeries;
  /** --baseline: the earlier build, measured in the same rounds. */
  baseline?: TSeries;
  reference: TSeries;
  statements: TStatementCount;
  bytes: number;
};

export type TRunResult = {
  title: string;
  hasDbProcesses: boolean;
  startMs: number;
  idle: TMemory;
  afterLoad: TMemory | null;
  endpoints: TEndpointResult[];
  /** The CPU of one request of each endpoint by stage (in-process); empty when not measured. */
  stages: TStageCost[];
};

function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) {
    return NaN;
  }
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function sum(values: number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

/** 3 significant digits, never in exponent form. */
function num(value: number): string {
  if (!Number.isFinite(value)) {
    return '-';
  }
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.max(Math.abs(value), 1e-9))));
  return value.toFixed(Math.min(digits, 4));
}

const COLUMNS = [
  ['endpoint', 13],
  ['req/s real', 11],
  ['req/s ref', 10],
  ['ratio', 7],
  ['p50 ms', 8],
  ['p99 ms', 8],
  ['CPU ms/req', 11],
  ['of it db', 9],
  ['CPU ×ref', 9],
  ['SQL/req', 8],
  ['alone ms', 9],
  ['KB', 6],
  ['failed', 7],
] as const;

/** A table row (bench-storm's too): the first cell left-aligned, the figures right-aligned. */
export function formatRow(columns: readonly (readonly [string, number])[], cells: string[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1])))
    .join(' ');
}

function row(cells: string[]): string {
  return formatRow(COLUMNS, cells);
}

/** The real server's failures over the rounds: by status, `errors`, and rounds `cut off`. */
function countFailures(rounds: TRound[]): Record<string, number> {
  const failures: Record<string, number> = {};
  for (const round of rounds) {
    for (const [key, count] of Object.entries({ ...round.failed, 'cut off': round.isTimedOut ? 1 : 0 })) {
      failures[key] = (failures[key] ?? 0) + count;
    }
  }
  return Object.fromEntries(Object.entries(failures).filter(([, count]) => count > 0));
}

function cpuPerRequest(series: TSeries): number {
  return series.work > 0 ? series.cpuMs / series.work : NaN;
}

/** One server's row: its rounds against the reference round right after each (same machine load). */
function describeSeries(
  name: string,
  series: TSeries,
  result: TEndpointResult,
  hasDbProcesses: boolean,
): string {
  const { rounds } = series;
  const { reference, statements } = result;
  const answered = rounds.filter((r) => r.ok > 0);
  const ratios = rounds.map((r, i) => (reference.rounds[i]?.rps ? r.rps / reference.rounds[i].rps : NaN));
  const cpu = cpuPerRequest(series);
  const sql =
    statements.min === statements.max ? String(statements.median) : `${statements.min}-${statements.max}`;
  const noAnswer = answered.length === 0 ? 'no answer' : num(median(rounds.map((r) => r.rps)));
  const partial = answered.length > 0 && answered.length < rounds.length ? '*' : '';
  return row([
    name,
    `${noAnswer}${partial}`,
    num(median(reference.rounds.map((r) => r.rps))),
    answered.length === 0 ? '0' : num(median(ratios)),
    num(median(answered.map((r) => r.p50))),
    num(median(answered.map((r) => r.p99))),
    num(cpu),
    hasDbProcesses && series.work > 0 ? num(series.dbCpuMs / series.work) : '-',
    num(cpu / cpuPerRequest(reference)),
    sql,
    num(statements.aloneMs),
    num(result.bytes / 1024),
    String(sum(Object.values(countFailures(rounds)))),
  ]);
}

function describeEndpoint(result: TEndpointResult, hasDbProcesses: boolean): string[] {
  const lines = [describeSeries(result.endpoint.name, result.real, result, hasDbProcesses)];
  if (result.baseline) {
    lines.push(describeSeries('  baseline', result.baseline, result, hasDbProcesses));
  }
  return lines;
}

/** The stages (rows) of each endpoint's CPU (columns), µs per request; stages that cost nothing left out. */
function printStages(stages: TStageCost[]): void {
  if (stages.length === 0) {
    return;
  }
  const columns = [
    ['stage (µs of CPU per request)', 36],
    ...stages.map((cost) => [cost.endpoint.name, Math.max(8, cost.endpoint.name.length + 1)] as const),
  ] as const;
  console.log('');
  console.log(
    formatRow(
      columns,
      columns.map(([name]) => name),
    ),
  );
  for (const stage of STAGE_NAMES) {
    const values = stages.map((cost) => cost.stages.get(stage) ?? 0);
    if (values.every((value) => value < 0.05)) {
      continue;
    }
    console.log(formatRow(columns, [stage, ...values.map((value) => value.toFixed(1))]));
  }
  console.log(
    formatRow(columns, ['total (measured without the profiler)', ...stages.map((c) => c.cpuUs.toFixed(1))]),
  );
}

export function printRun(run: TRunResult): void {
  console.log(`\n${run.title}`);
  if (run.endpoints.length > 0) {
    console.log(row(COLUMNS.map(([name]) => name)));
    for (const result of run.endpoints) {
      for (const line of describeEndpoint(result, run.hasDbProcesses)) {
        console.log(line);
      }
    }
    const memory = (m: TMemory) => `${m.rssMb.toFixed(0)} MB (peak ${m.peakMb.toFixed(0)} MB)`;
    console.log(
      `server: healthy ${(run.startMs / 1000).toFixed(2)} s after spawn; RSS idle ${memory(run.idle)}` +
        (run.afterLoad ? `, after the load ${memory(run.afterLoad)}` : ''),
    );
  }
  printStages(run.stages);
  for (const result of run.endpoints) {
    const failures = Object.entries(countFailures(result.real.rounds));
    if (failures.length > 0) {
      const list = failures.map(([key, count]) =>
        /^\d+$/.test(key) ? `${count} × ${key}` : `${count} ${key}`,
      );
      console.log(`failed ${result.endpoint.name}: ${list.join(', ')}`);
    }
  }
  if (run.endpoints.some((r) => r.real.rounds.some((round) => round.ok === 0))) {
    console.log('no answer / *: all / some rounds of the real server got no answer within their time limit');
  }
}

export function printLegend(options: { connections: number; rounds: number; duration: number }): void {
  console.log(
    [
      '',
      `req/s: median of ${options.rounds} rounds of ${options.duration} s at ${options.connections} connections, real and`,
      'reference (ref) interleaved, answers counted up to the last one; a real round lasts longer when its latency',
      'under load does. ratio: median of real/ref round by round. p50/p99: latency of the real server (median',
      'over rounds). CPU ms/req: user+system CPU of the server process (PGlite runs inside it) plus, for',
      'PostgreSQL, its backends ("of it db"), per request served; CPU ×ref: that against the reference.',
      'SQL/req: statements one request sends, counted in-process on the same database (a range when runs',
      'differ); alone ms: the time of that request alone, in-process (median). KB: the response body.',
      'failed: non-2xx answers, errors and rounds cut off at their time limit. baseline (--baseline): an earlier',
      'build, in the same rounds, against the same reference rounds.',
      "stage: where one request's CPU goes, measured in this process through app.inject (no socket; light-my-request",
      'stands in for the HTTP parser), LOG_LEVEL info, 10 requests at a time: CPU per request without the profiler,',
      'split by the shares of a V8 CPU profile of as many more (each sample charged to the innermost frame of a stage,',
      'scripts/bench-api/stages.ts). Garbage collection is shared by all stages.',
    ].join('\n'),
  );
}
