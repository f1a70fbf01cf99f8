// One endpoint's measurement: a probe (and a warm-up) on each server, then rounds alternating real,
// baseline (--baseline: an earlier build) and reference, each metered for CPU and followed by a wait
// until the server has drained.
import type { TEndpoint } from './endpoints';
import { runRound, waitUntilIdle, type TRound } from './load';
import type { TBenchOptions } from './options';
import { fetchWithin, listBackendPids, startCpuMeter, type TServer } from './processes';
import type { TEndpointResult, TSeries } from './report';
import type { TStatementCount } from './statements';

/** The longest a real round is stretched to so that it outlasts the latency under load. */
const MAX_ROUND_S = 20;
const PROBE_CAP_S = 60;

/** A server that once failed to settle is asked first (5 s) before it gets more load. */
const stuck = new WeakSet<TServer>();

export type TTarget = { server: TServer; reference: TServer; baseline?: TServer; database?: string };
type TMeasured = { round: TRound; cpuMs: number; dbCpuMs: number; work: number };

async function measureRound(
  server: TServer,
  database: string | undefined,
  round: () => Promise<TRound>,
): Promise<TMeasured> {
  if (stuck.has(server)) {
    if ((await fetchWithin(`${server.baseUrl}/api/health`, 5000))?.status !== 200) {
      const noAnswer = { rps: 0, ok: 0, failed: {}, p50: NaN, p99: NaN, seconds: 0, isTimedOut: true };
      return { round: noAnswer, cpuMs: 0, dbCpuMs: 0, work: 0 };
    }
    stuck.delete(server);
  }
  // The server process (PGlite runs inside it) and, for PostgreSQL, its database's backends.
  const meter = startCpuMeter(() => [server.pid, ...(database ? listBackendPids(database) : [])]);
  const started = performance.now();
  const result = await round();
  const cpu = meter.stop();
  const meteredS = (performance.now() - started) / 1000;
  if (!(await waitUntilIdle(server.baseUrl))) {
    console.log(`  ${server.name} did not settle within 90 s after the round`);
    stuck.add(server);
  }
  // The requests the metered CPU served: the rate times the metered time, which also covers the
  // wave still in flight when the round ended (its CPU is in the figure, its answers are not).
  return { round: result, cpuMs: cpu.total, dbCpuMs: cpu.total - cpu.first, work: result.rps * meteredS };
}

function createSeries(): TSeries {
  return { rounds: [], cpuMs: 0, dbCpuMs: 0, work: 0 };
}

function addRound(series: TSeries, measured: TMeasured): void {
  series.rounds.push(measured.round);
  series.cpuMs += measured.cpuMs;
  series.dbCpuMs += measured.dbCpuMs;
  series.work += measured.work;
}

export async function measureEndpoint(
  endpoint: TEndpoint,
  { server, reference, baseline, database }: TTarget,
  options: TBenchOptions,
  extra: { statements: TStatementCount; bytes: number },
): Promise<TEndpointResult> {
  const load = (target: TServer, duration: number, amount?: number) => () =>
    runRound({
      url: `${target.baseUrl}${endpoint.url}`,
      headers: endpoint.headers,
      connections: options.connections,
      duration,
      amount,
    });
  // The servers measured against the reference: the real one, and an earlier build beside it.
  const measured = baseline ? [server, baseline] : [server];
  // One request per connection: the last answer waits behind all the others, so the probe tells
  // the latency under load, which a real round must outlast to measure anything.
  const probes = [];
  for (const target of measured) {
    probes.push(await measureRound(target, database, load(target, PROBE_CAP_S, options.connections)));
  }
  await measureRound(reference, undefined, load(reference, PROBE_CAP_S, options.connections));
  const p99s = probes.map((probe) => probe.round.p99).filter((p99) => Number.isFinite(p99));
  const latencyS = p99s.length === probes.length ? Math.max(...p99s) / 1000 : PROBE_CAP_S;
  const duration = Math.min(MAX_ROUND_S, Math.max(options.duration, Math.ceil(2 * latencyS)));
  if (duration > options.duration) {
    console.log(
      `  ${endpoint.name}: real rounds of ${duration} s (latency ${latencyS.toFixed(1)} s at first)`,
    );
  }
  // JIT and caches; a probe that took longer than the warm-up already was one.
  if (options.warmup > 0) {
    for (const [i, target] of measured.entries()) {
      if (probes[i].round.seconds < options.warmup) {
        await measureRound(target, database, load(target, options.warmup));
      }
    }
    await measureRound(reference, undefined, load(reference, options.warmup));
  }

  const result: TEndpointResult = {
    endpoint,
    real: createSeries(),
    baseline: baseline ? createSeries() : undefined,
    reference: createSeries(),
    ...extra,
  };
  for (let i = 0; i < options.rounds; i++) {
    const real = await measureRound(server, database, load(server, duration));
    addRound(result.real, real);
    let before = '';
    if (baseline && result.baseline) {
      const round = await measureRound(baseline, database, load(baseline, duration));
      addRound(result.baseline, round);
      before = `, baseline ${round.round.ok > 0 ? `${round.round.rps.toFixed(1)} req/s` : 'no answer'}`;
    }
    const ref = await measureRound(reference, undefined, load(reference, options.duration));
    addRound(result.reference, ref);
    const answer = real.round.ok > 0 ? `${real.round.rps.toFixed(1)} req/s` : 'no answer';
    console.log(
      `  ${endpoint.name} round ${i + 1}: real ${answer}${before}, reference ${ref.round.rps.toFixed(0)} req/s`,
    );
  }
  return result;
}
