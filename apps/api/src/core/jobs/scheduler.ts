import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { runAsSystem, type TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';

/** A background job: idempotent, so running it again (a crash mid-run) repeats nothing. */
export type TJob = {
  name: string;
  /** How long after a run finishes the next one is due. */
  everyMs: number;
  /** Does the work due at `now` (the real clock, or `npm run jobs -- --now`) and says what it did. */
  run: (ctx: TAppContext, now: Date) => Promise<string>;
};

export type TJobOutcome = { name: string; ran: boolean; summary?: string; error?: string };

/**
 * How long a claim holds the job unless renewed. The process running the job renews it every
 * JOB_RENEW_EVERY_MS, so a lapsed claim belongs to a process that died (killed, crashed, lost its
 * power), and any other process takes the job back at its next tick, instead of after a lease long
 * enough for the longest run.
 */
export const JOB_LEASE_MS = 30_000;

/** Three renewals per lease, so one slow or failed renewal does not let a running job's claim lapse. */
export const JOB_RENEW_EVERY_MS = JOB_LEASE_MS / 3;

/** The lease and its renewal interval, shorter in tests than the real ones. */
export type TJobLease = { leaseMs: number; renewEveryMs: number };

/** Identifies this process's claims in `scheduled_jobs.locked_by`. */
export const createJobOwner = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Creates the jobs' rows once (due at once), so claims can lock them. */
export async function registerJobs(db: TDb, jobs: readonly TJob[]): Promise<void> {
  for (const job of jobs) {
    await db.execute(
      sql`insert into scheduled_jobs (name) values (${job.name}) on conflict (name) do nothing`,
    );
  }
}

/**
 * Claims the job when it is due (or whenever `force`), unless another process holds it: the row
 * is locked with FOR UPDATE SKIP LOCKED, so of two processes claiming at once one gets it and the
 * other moves on. The claim stays on the row (locked_until) while the job runs outside it, for
 * `leaseMs` unless renewed; a claim whose lease lapsed is taken like a free one.
 */
export async function claimJob(
  db: TDb,
  name: string,
  owner: string,
  force = false,
  leaseMs = JOB_LEASE_MS,
): Promise<boolean> {
  const result = (await db.execute(sql`
    update scheduled_jobs
       set locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
           locked_by = ${owner},
           last_started_at = now()
     where name = (
       select name from scheduled_jobs
        where name = ${name}
          and (${force} or next_run_at <= now())
          and (locked_until is null or locked_until < now())
        for update skip locked
     )
    returning name`)) as unknown as { rows: { name: string }[] };
  return result.rows.length > 0;
}

/** Extends this owner's claim by `leaseMs`; false when the claim was lost (another process took it). */
export async function renewJobClaim(db: TDb, name: string, owner: string, leaseMs: number): Promise<boolean> {
  const result = (await db.execute(sql`
    update scheduled_jobs
       set locked_until = now() + ${`${leaseMs} milliseconds`}::interval
     where name = ${name} and locked_by = ${owner}
    returning name`)) as unknown as { rows: { name: string }[] };
  return result.rows.length > 0;
}

/**
 * Runs `work` while renewing the claim every `renewEveryMs`. The renewals stop (the one in flight
 * awaited, so it cannot land after the finish) before this returns, whether the work failed or not.
 */
async function runRenewingClaim<T>(
  ctx: TAppContext,
  name: string,
  owner: string,
  { leaseMs, renewEveryMs }: TJobLease,
  work: () => Promise<T>,
): Promise<T> {
  let renewing: Promise<void> | null = null;
  const renew = async () => {
    try {
      if (!(await renewJobClaim(ctx.db, name, owner, leaseMs))) {
        ctx.log.warn({ job: name }, 'Background job lost its claim: another process may run it too');
      }
    } catch (error) {
      ctx.log.warn({ err: error, job: name }, 'Background job could not renew its claim');
    }
  };
  const timer = setInterval(() => {
    // A renewal still waiting on a busy database is not doubled.
    renewing ??= renew().finally(() => {
      renewing = null;
    });
  }, renewEveryMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await renewing;
  }
}

/** Gives the claim back and sets when the job is next due. */
export async function finishJob(
  db: TDb,
  job: Pick<TJob, 'name' | 'everyMs'>,
  owner: string,
  error: string | null,
): Promise<void> {
  await db.execute(sql`
    update scheduled_jobs
       set locked_until = null,
           locked_by = null,
           last_finished_at = now(),
           last_error = ${error},
           runs = runs + 1,
           next_run_at = now() + ${`${job.everyMs} milliseconds`}::interval
     where name = ${job.name} and locked_by = ${owner}`);
}

/**
 * Runs each job this process can claim, one after another. `now` is the jobs' clock (the real one
 * unless a person or a test chose another); `force` runs a job even when it is not yet due. Each
 * claim is renewed while its job runs, so only a dead process's claim lapses.
 */
export async function runJobs(
  ctx: TAppContext,
  jobs: readonly TJob[],
  {
    owner,
    now,
    force = false,
    leaseMs = JOB_LEASE_MS,
    renewEveryMs = JOB_RENEW_EVERY_MS,
  }: { owner: string; now?: Date; force?: boolean } & Partial<TJobLease>,
): Promise<TJobOutcome[]> {
  const outcomes: TJobOutcome[] = [];
  for (const job of jobs) {
    if (!(await claimJob(ctx.db, job.name, owner, force, leaseMs))) {
      outcomes.push({ name: job.name, ran: false });
      continue;
    }
    try {
      const clock = now ?? new Date();
      // A job runs as the system: the same context a request has, without a user or an address.
      const summary = await runRenewingClaim(ctx, job.name, owner, { leaseMs, renewEveryMs }, () =>
        runAsSystem(ctx, `job:${job.name}`, () => job.run(ctx, clock), clock),
      );
      await finishJob(ctx.db, job, owner, null);
      outcomes.push({ name: job.name, ran: true, summary });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      ctx.log.error({ err: error, job: job.name }, 'Background job failed');
      await finishJob(ctx.db, job, owner, message).catch(() => undefined);
      outcomes.push({ name: job.name, ran: true, error: message });
    }
  }
  return outcomes;
}

export type TScheduler = { start: () => Promise<void>; stop: () => Promise<void> };

/**
 * Checks for due jobs every `tickMs` in the API process (0: never, as in the API tests, which run
 * jobs themselves with a chosen clock). Stopping waits for the run in progress.
 */
export function createScheduler(ctx: TAppContext, jobs: readonly TJob[], tickMs: number): TScheduler {
  const owner = createJobOwner();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= runJobs(ctx, jobs, { owner })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'Background jobs could not run'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start: async () => {
      if (tickMs <= 0 || timer) {
        return;
      }
      await registerJobs(ctx.db, jobs);
      timer = setInterval(tick, tickMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) {
        clearInterval(timer);
        timer = null;
      }
      await running;
    },
  };
}
