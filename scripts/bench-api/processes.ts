// Child processes of the API and storm benchmarks (the built server, the reference), what /proc
// says about them (CPU time, memory, the PostgreSQL backends serving one database), and what Ctrl-C
// must undo.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const HEALTH_TIMEOUT_MS = 120_000;

export type TServer = { name: string; child: ChildProcess; pid: number; baseUrl: string; startMs: number };

/**
 * The built server's environment in a benchmark: its own limits (DB_MAX_QUEUE,
 * MAX_EVENT_LOOP_DELAY_MS) stay at their defaults, they are part of what is measured; only the
 * per-IP limit is lifted, as every request comes from one address here.
 */
export function benchServerEnv(tokenKey: string): Record<string, string> {
  return { TOKEN_KEY: tokenKey, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', HOST: '127.0.0.1' };
}

type TCleanup = () => Promise<void> | void;

/** What Ctrl-C must undo (servers, databases, folders); each is removed once done normally. */
const cleanups = new Set<TCleanup>();

/** On Ctrl-C: says what it undoes, runs every cleanup still registered, and exits with 130. */
export function cleanUpOnInterrupt(what: string): void {
  process.once('SIGINT', () => {
    console.error(`\ninterrupted: ${what}`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
  });
}

/** `cleanup` runs on Ctrl-C from now on (stopping a server twice does no harm). */
export function addCleanup(cleanup: TCleanup): void {
  cleanups.add(cleanup);
}

/** Runs `body`, then `cleanup`, which Ctrl-C runs as well meanwhile. */
export async function withCleanup<T>(cleanup: TCleanup, body: () => Promise<T>): Promise<T> {
  cleanups.add(cleanup);
  try {
    return await body();
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** GET with a deadline; null when nothing came back in time. */
export async function fetchWithin(url: string, ms: number, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(ms) });
    return { status: response.status, text: await response.text() };
  } catch {
    return null;
  }
}

/** Starts `node <args>` with exactly `env` (plus PATH/HOME) and waits for its /api/health. */
export async function startServer(
  name: string,
  args: string[],
  { env, port, cwd }: { env: Record<string, string>; port: number; cwd: string },
): Promise<TServer> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode} before answering:\n${stderr}`);
    }
    const health = await fetchWithin(`${baseUrl}/api/health`, 1000);
    if (health?.status === 200) {
      break;
    }
    if (performance.now() - started > HEALTH_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    await sleep(20);
  }
  if (child.pid === undefined) {
    throw new Error(`${name} has no pid`);
  }
  return { name, child, pid: child.pid, baseUrl, startMs: performance.now() - started };
}

/** SIGTERM (the server checkpoints PGlite and closes), SIGKILL if it takes over 30 s. */
export async function stopServer(server: TServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** User + system CPU of a process (all its threads), in ms; null once it is gone. */
export function readCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

export type TMemory = { rssMb: number; peakMb: number };

/** VmRSS now and VmHWM (the peak resident set since start), in MB. */
export function readMemory(pid: number): TMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** The machine's load average over 1, 5 and 15 minutes (others share it). */
export function readLoadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

function readCmdline(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/**
 * The PostgreSQL processes working for database `name`: its backends (process title
 * "postgres: <cluster>: <user> <name> <host> <state>") and their parallel workers.
 */
export function listBackendPids(name: string): number[] {
  const backends: number[] = [];
  const workers: { pid: number; leader: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    const cmdline = readCmdline(entry);
    if (!cmdline.startsWith('postgres:')) {
      continue;
    }
    if (cmdline.includes(` ${name} `)) {
      backends.push(Number(entry));
    }
    const leader = /parallel worker for PID (\d+)/.exec(cmdline);
    if (leader) {
      workers.push({ pid: Number(entry), leader: Number(leader[1]) });
    }
  }
  return [...backends, ...workers.filter((w) => backends.includes(w.leader)).map((w) => w.pid)];
}

/** `total` over every process seen, `first` of the first pid listed (the server itself). */
export type TCpuMeter = { stop: () => { total: number; first: number } };

/**
 * CPU spent by a changing set of processes between start and stop, sampled every 200 ms so that
 * processes which come (new pool connections, parallel workers) are counted; a process that ends
 * between two samples loses at most its last 200 ms.
 */
export function startCpuMeter(listPids: () => number[]): TCpuMeter {
  const baseline = new Map<number, number>();
  const latest = new Map<number, number>();
  let isFirst = true;
  let firstPid = 0;
  const sample = () => {
    const pids = listPids();
    firstPid ||= pids[0] ?? 0;
    for (const pid of pids) {
      const cpu = readCpuMs(pid);
      if (cpu === null) {
        continue;
      }
      if (!baseline.has(pid)) {
        // A process first seen after the start did all its work inside the window.
        baseline.set(pid, isFirst ? cpu : 0);
      }
      latest.set(pid, cpu);
    }
    isFirst = false;
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      let total = 0;
      for (const [pid, cpu] of latest) {
        total += cpu - (baseline.get(pid) ?? 0);
      }
      return { total, first: (latest.get(firstPid) ?? 0) - (baseline.get(firstPid) ?? 0) };
    },
  };
}

/** A database that cannot be benchmarked (a server that does not start) does not stop the others. */
export async function attempt(label: string, body: () => Promise<void>): Promise<boolean> {
  try {
    await body();
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`\n${label}: failed, skipped\n${message.split('\n').slice(0, 8).join('\n')}`);
    return false;
  }
}
