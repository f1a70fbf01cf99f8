// The three loads of `npm run bench:soak`, each against a running server: a light soak at a steady
// rate, committee packets built at once with the health checks asked meanwhile, and bursts of new
// connections.
import { countLabels, get, sleep, type TAnswer } from './http';

export type TTarget = { baseUrl: string; token: string; applicationId: string };

const QUEUE_URL = '/api/admin/applications?sort=submitted-desc';

function adminGet(target: TTarget, url: string, timeoutMs?: number): Promise<TAnswer> {
  return get(`${target.baseUrl}${url}`, { headers: { 'x-auth-token': target.token }, timeoutMs });
}

export type TSoak = { answers: TAnswer[]; earlyRefused: number; seconds: number };

/**
 * `rate` requests a second for `seconds`, each sent on time whatever the earlier ones do (an open
 * loop, as independent users are): the queue, an application's review, the readiness check, and a
 * committee packet one request in 40. Counts the refusals in the first 2 s apart (just after start).
 */
export async function runSoak(target: TTarget, { rate, seconds }: { rate: number; seconds: number }) {
  const urls = [
    QUEUE_URL,
    `/api/admin/applications/${target.applicationId}`,
    '/api/health/ready',
    '/api/systemSettings/all',
  ];
  const packetUrl = `/api/admin/applications/${target.applicationId}/packet`;
  const started = performance.now();
  const pending: Promise<TAnswer & { at: number }>[] = [];
  for (let n = 0; n < rate * seconds; n++) {
    const due = started + (n * 1000) / rate;
    await sleep(Math.max(0, due - performance.now()));
    const url = n % 40 === 39 ? packetUrl : urls[n % urls.length];
    const at = performance.now() - started;
    pending.push(adminGet(target, url, 60_000).then((answer) => ({ ...answer, at })));
  }
  const answers = await Promise.all(pending);
  const earlyRefused = answers.filter((answer) => answer.status === 503 && answer.at < 2000).length;
  return { answers, earlyRefused, seconds };
}

export type TPacketsAndProbes = { packets: TAnswer[]; probes: TAnswer[] };

/**
 * `clients` admins ask for the committee packet at once, each again as soon as answered (after
 * 200 ms when refused), for `seconds`; meanwhile liveness and readiness are asked in turn every
 * 100 ms, each timed from its sending.
 */
export async function runPacketsWithProbes(
  target: TTarget,
  { clients, seconds }: { clients: number; seconds: number },
): Promise<TPacketsAndProbes> {
  const until = performance.now() + seconds * 1000;
  const packets: TAnswer[] = [];
  const probes: Promise<TAnswer>[] = [];
  const client = async () => {
    while (performance.now() < until) {
      const answer = await adminGet(
        target,
        `/api/admin/applications/${target.applicationId}/packet`,
        120_000,
      );
      packets.push(answer);
      if (answer.status !== 200) {
        await sleep(200);
      }
    }
  };
  const probe = async () => {
    for (let n = 0; performance.now() < until; n++) {
      probes.push(
        get(`${target.baseUrl}/api/health/${n % 2 === 0 ? 'live' : 'ready'}`, { timeoutMs: 30_000 }),
      );
      await sleep(100);
    }
  };
  await Promise.all([...Array.from({ length: clients }, client), probe()]);
  return { packets, probes: await Promise.all(probes) };
}

/**
 * `bursts` times, `size` requests for the queue sent at once, each on a connection of its own
 * (no keep-alive), 2 s apart: every one should be answered (200, or 503 with a message), none
 * reset or left unanswered.
 */
export async function runBursts(target: TTarget, { bursts, size }: { bursts: number; size: number }) {
  const results: Record<string, number>[] = [];
  for (let burst = 0; burst < bursts; burst++) {
    const answers = await Promise.all(
      Array.from({ length: size }, () =>
        get(`${target.baseUrl}${QUEUE_URL}`, {
          headers: { 'x-auth-token': target.token },
          agent: false,
          timeoutMs: 60_000,
        }),
      ),
    );
    results.push(countLabels(answers));
    await sleep(2000);
  }
  return results;
}
