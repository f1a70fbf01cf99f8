// One round of load with autocannon, never longer than its duration plus a grace period, and the
// wait for a server to finish what it still had queued before the next round starts.
import autocannon from 'autocannon';
import { fetchWithin } from './processes';

export type TRound = {
  /** Responses with a 2xx status per second; 0 when nothing answered. */
  rps: number;
  ok: number;
  /** Non-2xx answers by status, and `errors` (connection errors, timeouts). */
  failed: Record<string, number>;
  p50: number;
  p99: number;
  seconds: number;
  isTimedOut: boolean;
};

const GRACE_S = 15;

/**
 * `duration` seconds of load, or, with `amount`, that many requests within at most `duration`
 * seconds. The rate is over the time up to the last answer: at high latency the connections
 * answer in waves, and autocannon's own duration (to its next once-a-second tick, past the last
 * complete wave) would understate it by up to a wave.
 */
export function runRound({
  url,
  headers,
  connections,
  duration,
  amount,
  method,
  body,
  setupRequest,
}: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  amount?: number;
  /** A write (bench-scale's uploads): its method and body, and `setupRequest` to vary each request. */
  method?: 'POST' | 'PUT';
  body?: Buffer;
  setupRequest?: (request: { path: string }) => { path: string };
}): Promise<TRound> {
  return new Promise((resolve) => {
    const started = performance.now();
    let ok = 0;
    const failed: Record<string, number> = {};
    let lastOkAt = started;
    let isDone = false;
    const finish = (latency: { p50: number; p99: number } | null, errors: number, isTimedOut: boolean) => {
      if (isDone) {
        return;
      }
      isDone = true;
      clearTimeout(guard);
      const seconds = (lastOkAt - started) / 1000;
      resolve({
        rps: ok > 0 ? ok / seconds : 0,
        ok,
        failed: errors > 0 ? { ...failed, errors } : failed,
        p50: ok > 0 && latency ? latency.p50 : NaN,
        p99: ok > 0 && latency ? latency.p99 : NaN,
        seconds,
        isTimedOut,
      });
    };
    const instance = autocannon(
      {
        url,
        headers,
        connections,
        ...(method ? { method, body, requests: [{ setupRequest }] } : {}),
        ...(amount ? { amount } : { duration }),
        timeout: duration + GRACE_S,
        excludeErrorStats: true,
      },
      (error, result) => {
        if (error) {
          console.error(`  autocannon: ${error.message}`);
        }
        finish(result?.latency ?? null, result?.errors ?? 0, false);
      },
    );
    instance.on('response', (_client, statusCode) => {
      if (statusCode >= 200 && statusCode < 300) {
        ok++;
        lastOkAt = performance.now();
      } else {
        failed[statusCode] = (failed[statusCode] ?? 0) + 1;
      }
    });
    // A server that stopped answering must not hold the whole benchmark.
    const guard = setTimeout(
      () => {
        instance.stop();
        finish(null, 0, true);
      },
      (duration + GRACE_S) * 1000,
    );
  });
}

/**
 * Waits until the server answers /api/health (which reads the database) within 100 ms twice in a
 * row: the requests still queued from the last round (the clients are gone, the work is not) must
 * not run during the other server's round. False when it did not settle within `maxMs`.
 */
export async function waitUntilIdle(baseUrl: string, maxMs = 90_000): Promise<boolean> {
  const deadline = performance.now() + maxMs;
  let quick = 0;
  while (performance.now() < deadline) {
    const started = performance.now();
    const health = await fetchWithin(`${baseUrl}/api/health`, 5000);
    quick = health?.status === 200 && performance.now() - started < 100 ? quick + 1 : 0;
    if (quick >= 2) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
