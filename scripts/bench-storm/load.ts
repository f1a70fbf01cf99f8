// The storm (autocannon: admin searches, a different term each request, with /api/health asked
// once a second meanwhile) and the probes after it, which ask until the server answers again.
import autocannon from 'autocannon';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../../apps/api/src/plugins/overload';
import { readMemory, type TServer } from '../bench-api/processes';
import { FIRST_NAMES, LAST_NAMES } from '../bench-seed';
import type { TStormOptions } from './options';

export const QUEUE_URL = '/api/admin/applications?sort=submitted-desc';
/** After the storm, how often the probes ask. */
export const POLL_MS = 50;
/** After the storm, how long the probes go on before the server counts as not answering. */
export const RECOVERY_LIMIT_MS = 120_000;
/** The Retry-After of a 503 from a full database queue (plugins/error-handler.ts). */
const DB_BUSY_RETRY_AFTER_S = 1;

/**
 * A non-200 answer by its cause: a 503 from the full database queue (Retry-After 1) is `503 db`,
 * one from the event-loop guard (Retry-After 10) `503 lag`; a request that got no answer `error`.
 */
export type TAnswers = Record<string, number>;

function labelAnswer(status: number, retryAfter: string | null | undefined): string {
  if (status !== 503) {
    return String(status);
  }
  if (retryAfter === String(DB_BUSY_RETRY_AFTER_S)) {
    return '503 db';
  }
  return retryAfter === String(OVERLOAD_RETRY_AFTER_SECONDS) ? '503 lag' : '503';
}

function count(answers: TAnswers, label: string): void {
  answers[label] = (answers[label] ?? 0) + 1;
}

const firstNames = FIRST_NAMES.map((name) => name.toLowerCase());
const lastNames = LAST_NAMES.map((name) => name.toLowerCase());

/**
 * What admins type (bench-seed's doctors): a last name (1 doctor in 10), a first name, three
 * letters of one, a name with the start of a number, one doctor's full name, the start of an email.
 */
function randomSearchTerm(applications: number): string {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  const n = 1 + Math.floor(Math.random() * applications);
  const kinds = [
    () => pick(lastNames),
    () => pick(firstNames),
    () => pick(lastNames).slice(0, 3),
    () => `${pick(lastNames)} ${String(n).slice(0, 2)}`,
    () => `${firstNames[n % 10]} ${lastNames[Math.floor(n / 10) % 10]} ${n}`,
    () => `doctor${String(n).slice(0, 4)}`,
  ];
  return pick(kinds)();
}

export type TStorm = {
  ok: number;
  busy: number;
  /** Every answer other than 200, by cause (see labelAnswer). */
  answers: TAnswers;
  other: number;
  errors: number;
  okMs: number[];
  busyMs: number[];
  /** performance.now() when the last connection was closed. */
  endedAt: number;
  peakRssMb: number;
  /** /api/health asked once a second during the storm: the time of each 200, and the rest. */
  healthOkMs: number[];
  healthAnswers: TAnswers;
};

/** `seconds` of searches at `connections`; ends when autocannon has closed every connection. */
export function runStorm(server: TServer, token: string, options: TStormOptions): Promise<TStorm> {
  const storm: TStorm = {
    ok: 0,
    busy: 0,
    answers: {},
    other: 0,
    errors: 0,
    okMs: [],
    busyMs: [],
    endedAt: 0,
    peakRssMb: 0,
    healthOkMs: [],
    healthAnswers: {},
  };
  const sampler = setInterval(() => {
    try {
      storm.peakRssMb = Math.max(storm.peakRssMb, readMemory(server.pid).rssMb);
    } catch {
      // The server has gone: the probes after the storm tell.
    }
  }, 250);
  const healthProbes: Promise<void>[] = [];
  const askHealth = setInterval(() => {
    const started = performance.now();
    healthProbes.push(
      fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) {
            storm.healthOkMs.push(performance.now() - started);
          } else {
            count(storm.healthAnswers, labelAnswer(response.status, response.headers.get('retry-after')));
          }
        })
        .catch(() => count(storm.healthAnswers, 'error')),
    );
  }, 1000);
  return new Promise((resolve) => {
    const instance = autocannon(
      {
        url: `${server.baseUrl}${QUEUE_URL}`,
        headers: { 'x-auth-token': token },
        connections: options.connections,
        duration: options.seconds,
        // autocannon closes its connections at the first sample after the duration: sample often,
        // so that the load stops when the duration does.
        sampleInt: 50,
        timeout: 30,
        requests: [
          {
            setupRequest: (request: { path: string }) => {
              request.path = `/api/admin/applications?q=${encodeURIComponent(randomSearchTerm(options.applications))}&sort=submitted-desc`;
              return request;
            },
            onResponse: (
              status: number,
              _body: string,
              _context: unknown,
              headers: Record<string, string>,
            ) => {
              if (status !== 200) {
                const retryAfter = Object.entries(headers).find(
                  ([key]) => key.toLowerCase() === 'retry-after',
                )?.[1];
                count(storm.answers, labelAnswer(status, retryAfter));
              }
            },
          },
        ],
      },
      (error, result) => {
        storm.endedAt = performance.now();
        clearInterval(sampler);
        clearInterval(askHealth);
        if (error) {
          console.error(`  autocannon: ${error.message}`);
        }
        storm.errors = result?.errors ?? 0;
        if (storm.errors > 0) {
          storm.answers.error = storm.errors;
        }
        // The health requests still out answer after the end: they do not delay the probes' start.
        void Promise.allSettled(healthProbes);
        resolve(storm);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) {
        storm.ok++;
        storm.okMs.push(responseTime);
      } else if (statusCode === 503) {
        storm.busy++;
        storm.busyMs.push(responseTime);
      } else {
        storm.other++;
      }
    });
  });
}

export type TProbe = { firstOkMs: number | null; answers: TAnswers; sent: number };

/**
 * From `since`, a request every POLL_MS (each on its own, not waiting for the one before) until one
 * answers 200: how long after `since` that answer came, and what the others got meanwhile.
 */
export async function probeUntilAnswered(
  url: string,
  headers: Record<string, string>,
  since: number,
): Promise<TProbe> {
  const probe: TProbe = { firstOkMs: null, answers: {}, sent: 0 };
  const pending = new Set<Promise<void>>();
  const controller = new AbortController();
  while (probe.firstOkMs === null && performance.now() - since < RECOVERY_LIMIT_MS) {
    probe.sent++;
    const request = fetch(url, { headers, signal: controller.signal })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 200) {
          probe.firstOkMs ??= performance.now() - since;
        } else if (probe.firstOkMs === null) {
          count(probe.answers, labelAnswer(response.status, response.headers.get('retry-after')));
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          count(probe.answers, 'error');
        }
      });
    pending.add(request);
    void request.finally(() => pending.delete(request));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  controller.abort();
  await Promise.allSettled(pending);
  return probe;
}
