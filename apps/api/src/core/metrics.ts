import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { TAppContext } from '@/core/context';
import { findDatabasePressure } from '@/core/db/back-pressure';
import { API_PREFIX } from '@/lib/api-path';
import { AppError } from '@/lib/app-error';
import { isSameSecret } from '@/lib/secrets';

/** Where Prometheus scrapes, with `Authorization: Bearer <METRICS_TOKEN>`. */
export const METRICS_PATH = `${API_PREFIX}/metrics`;

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

type TOutboxRow = { unsent: number; oldest: number | null; failed: number };
type TJobRow = {
  name: string;
  finished: number | null;
  failed: boolean;
  overdue: number;
  runs: number;
};

/**
 * Prometheus metrics of this process (prom-client), on when METRICS_TOKEN is set: Node's own
 * (CPU, memory, event-loop lag, garbage collection), each request's time by route, the database's
 * waits, the live-event listeners, and what every process shares, read from the database at each
 * scrape: the mail outbox's backlog and the background jobs' runs. docs/operations/metrics.md
 * lists them with the alerts a hospital should set.
 */
export function registerMetrics(app: FastifyInstance, ctx: TAppContext, token: string): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'docapply_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route and status (its count is the request rate).',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        // The route's pattern, not the address: one series per route, whatever the ids.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const pressure = findDatabasePressure((ctx.db as { $client?: unknown }).$client);
  new Gauge({
    name: 'docapply_db_waiting',
    help: 'Statements (embedded database) or requests for a connection (PostgreSQL) waiting now.',
    registers,
    collect() {
      this.set(pressure?.waiting() ?? 0);
    },
  });
  const waits = new Histogram({
    name: 'docapply_db_wait_seconds',
    help: 'How long a statement waited for the database (embedded) or a connection (PostgreSQL).',
    buckets: WAIT_BUCKETS,
    registers,
  });
  if (pressure) {
    pressure.onWait = (seconds) => waits.observe(seconds);
    app.addHook('onClose', async () => {
      pressure.onWait = null;
    });
  }
  new Gauge({
    name: 'docapply_live_listeners',
    help: "Live-event listeners of this process: its open event streams and its session cache's.",
    registers,
    collect() {
      this.set(ctx.live.countListeners());
    },
  });

  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers });
  const databaseUp = gauge(
    'docapply_database_up',
    '1 when the last scrape read the outbox and the jobs from the database, 0 when it could not.',
  );
  const unsent = gauge(
    'docapply_outbox_unsent',
    'Mail queued or being sent, not yet accepted by the mail server.',
  );
  const oldest = gauge(
    'docapply_outbox_oldest_unsent_age_seconds',
    'Age of the oldest mail not yet sent (0 when none waits).',
  );
  const failed = gauge(
    'docapply_outbox_failed',
    'Mail given up after its retries (72 hours): a platform admin can resend it.',
  );
  const jobFinished = gauge(
    'docapply_job_last_finished_timestamp_seconds',
    "When the job's last run ended (Unix time), in any process.",
    ['job'],
  );
  const jobFailed = gauge('docapply_job_last_run_failed', "1 when the job's last run failed.", ['job']);
  const jobOverdue = gauge(
    'docapply_job_overdue_seconds',
    'How long the job has been due without running (0 when it is not due, or runs now).',
    ['job'],
  );
  const jobRuns = gauge('docapply_job_runs', 'Runs of the job so far, in every process.', ['job']);

  /** What every process shares: read once per scrape, in two statements. */
  async function readSharedState(): Promise<void> {
    try {
      const outbox = (await ctx.db.execute(sql`
        select count(*) filter (where status in ('queued', 'sending'))::int as unsent,
               extract(epoch from now() - min(created_at) filter (where status in ('queued', 'sending')))::float8 as oldest,
               count(*) filter (where status = 'failed')::int as failed
          from mail_outbox
         where status in ('queued', 'sending', 'failed')`)) as unknown as { rows: TOutboxRow[] };
      const jobs = (await ctx.db.execute(sql`
        select name,
               extract(epoch from last_finished_at)::float8 as finished,
               last_error is not null as failed,
               case when locked_until > now() then 0
                    else greatest(0, extract(epoch from now() - next_run_at)) end::float8 as overdue,
               runs
          from scheduled_jobs`)) as unknown as { rows: TJobRow[] };
      const [row] = outbox.rows;
      unsent.set(row?.unsent ?? 0);
      oldest.set(row?.oldest ?? 0);
      failed.set(row?.failed ?? 0);
      for (const job of jobs.rows) {
        jobFinished.set({ job: job.name }, job.finished ?? 0);
        jobFailed.set({ job: job.name }, job.failed ? 1 : 0);
        jobOverdue.set({ job: job.name }, job.overdue);
        jobRuns.set({ job: job.name }, job.runs);
      }
      databaseUp.set(1);
    } catch (error) {
      app.log.warn({ err: error }, 'Metrics: the outbox and the jobs could not be read');
      databaseUp.set(0);
    }
  }

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1] ?? '';
    if (!isSameSecret(given, token)) {
      throw new AppError('UNAUTHORIZED', {
        message: 'The metrics need the operator token (METRICS_TOKEN) as a bearer token.',
      });
    }
    await readSharedState();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
