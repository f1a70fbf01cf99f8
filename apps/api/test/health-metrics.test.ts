import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/core/db/schema';
import { expectError, get } from './helpers/auth';
import { findClosedPort } from './helpers/closed-port';
import { startTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

/** Whether a Redis server answers on its usual local address (the machine's, when it has one). */
function isRedisListening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
const hasRedis = await isRedisListening();

describe('liveness and readiness', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });
  async function open(env: Record<string, string>) {
    const t = await createTestApp({ env, captureLogs: true });
    closers.push(() => t.close());
    return t;
  }
  /** An app whose every dependency answers: its mail goes to a test SMTP server. */
  let healthy: Promise<TTestApp> | undefined;
  const openHealthy = () =>
    (healthy ??= (async () => {
      const smtp = await startTestSmtp();
      closers.push(() => smtp.close());
      return open({ SMTP_URL: smtp.url });
    })());

  it('says the process is alive without asking anything else', async () => {
    const t = await openHealthy();
    const response = await get(t.app, '/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { status: 'ok' } });
  });

  it('is ready when the database, the storage and the mail server answer (Redis is not configured)', async () => {
    const t = await openHealthy();
    for (const url of ['/api/health/ready', '/api/health']) {
      const response = await get(t.app, url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        result: {
          status: 'ok',
          checks: { database: 'ok', storage: 'ok', smtp: 'ok', redis: 'not configured' },
        },
      });
    }
  });

  it('answers 503 naming the file storage when S3 does not answer, and logs why', async () => {
    const t = await open({
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${await findClosedPort()}`,
      S3_BUCKET: 'docapply-files',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    });
    const error = expectError(await get(t.app, '/api/health/ready'), 503, 'SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Not ready: the file storage does not answer.');
    expect(error.fields).toEqual({ storage: 'Not answering' });
    // The process itself is fine: liveness says so.
    expect((await get(t.app, '/api/health/live')).statusCode).toBe(200);
    expect(t.logs.join('')).toContain('Not ready: the file storage did not answer');
  });

  it('answers 503 naming the mail server and Redis when both are configured and down', async () => {
    const t = await open({
      SMTP_URL: `smtp://127.0.0.1:${await findClosedPort()}`,
      REDIS_URL: `redis://127.0.0.1:${await findClosedPort()}`,
    });
    const error = expectError(await get(t.app, '/api/health'), 503, 'SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Not ready: the mail server does not answer; Redis does not answer.');
    expect(error.fields).toEqual({ smtp: 'Not answering', redis: 'Not answering' });
  });

  it.skipIf(!hasRedis)('asks Redis when it is configured and it answers', async () => {
    const t = await open({ REDIS_URL: 'redis://127.0.0.1:6379' });
    const response = await get(t.app, '/api/health/ready');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.checks.redis).toBe('ok');
  });
});

describe('metrics', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = (token?: string) =>
    get(t.app, '/api/metrics', { headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** The value of one series in Prometheus's text format, e.g. `name{label="x"}`. */
  function valueOf(text: string, series: string): number | undefined {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  }

  it('are refused without the operator token, or with another', async () => {
    expectError(await scrape(), 401, 'UNAUTHORIZED');
    expectError(await scrape('another-token-of-the-same-length-012345'), 401, 'UNAUTHORIZED');
  });

  it("count each request by route, and give Node's own figures", async () => {
    await get(t.app, '/api/health/live');
    await get(t.app, '/api/health/live');
    const response = await scrape(METRICS_TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      valueOf(
        text,
        'docapply_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}',
      ),
    ).toBe(2);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(valueOf(text, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(valueOf(text, 'docapply_db_wait_seconds_count')).toBeGreaterThan(0);
    expect(valueOf(text, 'docapply_db_waiting')).toBe(0);
    expect(valueOf(text, 'docapply_database_up')).toBe(1);
  });

  it("give the outbox's backlog and the age of its oldest mail, and each job's runs", async () => {
    const before = await scrape(METRICS_TOKEN);
    expect(valueOf(before.body, 'docapply_outbox_unsent')).toBe(0);
    expect(valueOf(before.body, 'docapply_outbox_oldest_unsent_age_seconds')).toBe(0);
    // A mail queued ten minutes ago that no sender has taken (the mail server is down, say).
    await t.db.insert(mailOutbox).values({
      to: 'dana@example.org',
      subject: 'Waiting',
      text: 'Waiting',
      createdAt: new Date(Date.now() - 10 * 60_000),
      nextAttemptAt: new Date(Date.now() + 60 * 60_000),
    });
    await t.runJobs(new Date(), { names: ['abandoned-files'] });
    const after = (await scrape(METRICS_TOKEN)).body;
    expect(valueOf(after, 'docapply_outbox_unsent')).toBe(1);
    expect(valueOf(after, 'docapply_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(valueOf(after, 'docapply_job_runs{job="abandoned-files"}')).toBe(1);
    expect(valueOf(after, 'docapply_job_last_run_failed{job="abandoned-files"}')).toBe(0);
    expect(
      valueOf(after, 'docapply_job_last_finished_timestamp_seconds{job="abandoned-files"}'),
    ).toBeGreaterThan(Date.now() / 1000 - 600);
  });
});
