// One GET, as a client sees it: the status (and Retry-After) or the error that came instead, and
// the time it took. node:http rather than fetch, so a burst opens exactly one connection a request.
import http from 'node:http';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../../apps/api/src/plugins/overload';

export type TAnswer = { status: number | null; retryAfter?: string; error?: string; ms: number };

export function get(
  url: string,
  {
    headers = {},
    agent,
    timeoutMs = 30_000,
  }: { headers?: Record<string, string>; agent?: http.Agent | false; timeoutMs?: number } = {},
): Promise<TAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { headers, agent, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? null,
          retryAfter: response.headers['retry-after'],
          ms: performance.now() - started,
        }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: null, error: error.code ?? error.message, ms: performance.now() - started }),
      );
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: null, error: error.code ?? error.message, ms: performance.now() - started }),
    );
  });
}

/** `200`, `503` (`503 lag` when the event-loop guard refused it), or the error's code. */
export function labelAnswer(answer: TAnswer): string {
  if (answer.status === null) {
    return answer.error ?? 'error';
  }
  return answer.status === 503 && answer.retryAfter === String(OVERLOAD_RETRY_AFTER_SECONDS)
    ? '503 lag'
    : String(answer.status);
}

export function countLabels(answers: TAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const label = labelAnswer(answer);
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) {
    return NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
