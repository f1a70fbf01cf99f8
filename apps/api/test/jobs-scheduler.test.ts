import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppContext } from '@/core/context';
import { scheduledJobs } from '@/core/db/schema';
import {
  JOB_LEASE_MS,
  claimJob,
  createJobOwner,
  finishJob,
  registerJobs,
  runJobs,
  type TJob,
} from '@/core/jobs/scheduler';
import { createTestApp, type TTestApp } from './helpers/test-app';

let t: TTestApp;
let ctx: TAppContext;

beforeAll(async () => {
  t = await createTestApp();
  ctx = { config: t.config, db: t.db, log: t.app.log } as TAppContext;
});
afterAll(async () => {
  await t.close();
});

/** A job that records each run's clock, and can wait for a signal before finishing. */
function recordingJob(name: string, everyMs = 60_000) {
  const runs: Date[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> | null = null;
  const job: TJob = {
    name,
    everyMs,
    run: async (_ctx, now) => {
      runs.push(now);
      await gate;
      return `ran at ${now.toISOString()}`;
    },
  };
  return {
    job,
    runs,
    hold: () => {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

async function readRow(name: string) {
  const [row] = await t.db
    .select()
    .from(scheduledJobs)
    .where(sql`${scheduledJobs.name} = ${name}`);
  return row;
}

/** How long the row's claim holds from its claim's start: the lease, plus what renewals added. */
async function readHeldMs(name: string): Promise<number> {
  const row = await readRow(name);
  return row?.lockedUntil && row.lastStartedAt ? row.lockedUntil.getTime() - row.lastStartedAt.getTime() : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background jobs', () => {
  it('runs a due job once with the chosen clock, then not again until it is due', async () => {
    const { job, runs } = recordingJob('test-once');
    await registerJobs(t.db, [job]);
    const now = new Date('2027-03-01T12:00:00Z');
    const first = await runJobs(ctx, [job], { owner: createJobOwner(), now });
    expect(first).toEqual([{ name: 'test-once', ran: true, summary: 'ran at 2027-03-01T12:00:00.000Z' }]);
    const second = await runJobs(ctx, [job], { owner: createJobOwner(), now });
    expect(second).toEqual([{ name: 'test-once', ran: false }]);
    expect(runs).toHaveLength(1);
    const row = await readRow('test-once');
    expect(row?.runs).toBe(1);
    expect(row?.lockedBy).toBeNull();
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Forced (npm run jobs), it runs whenever asked.
    await runJobs(ctx, [job], { owner: createJobOwner(), now, force: true });
    expect(runs).toHaveLength(2);
  });

  it('lets only one of two processes run a job at a time', async () => {
    const recording = recordingJob('test-shared');
    await registerJobs(t.db, [recording.job]);
    recording.hold();
    const [a, b] = [createJobOwner(), createJobOwner()];
    const runningA = runJobs(ctx, [recording.job], { owner: a, force: true });
    // While A holds the claim, B (even forced) does not run it.
    await expect.poll(() => recording.runs.length).toBe(1);
    expect(await runJobs(ctx, [recording.job], { owner: b, force: true })).toEqual([
      { name: 'test-shared', ran: false },
    ]);
    recording.release();
    expect((await runningA)[0]?.ran).toBe(true);
    expect(recording.runs).toHaveLength(1);
  });

  it('takes back the claim of a process that died, and keeps the error of a failed run', async () => {
    const failing: TJob = {
      name: 'test-failing',
      everyMs: 1,
      run: () => Promise.reject(new Error('the registry did not answer')),
    };
    await registerJobs(t.db, [failing]);
    const dead = createJobOwner();
    expect(await claimJob(t.db, failing.name, dead, true)).toBe(true);
    expect(await claimJob(t.db, failing.name, createJobOwner(), true)).toBe(false);
    // The dead process's lease runs out.
    await t.db.execute(
      sql`update scheduled_jobs set locked_until = now() - interval '1 second' where name = 'test-failing'`,
    );
    const [outcome] = await runJobs(ctx, [failing], { owner: createJobOwner(), force: true });
    expect(outcome).toEqual({ name: 'test-failing', ran: true, error: 'the registry did not answer' });
    const row = await readRow('test-failing');
    expect(row?.lastError).toBe('the registry did not answer');
    expect(row?.lockedUntil).toBeNull();
    // A late finish from the dead process changes nothing.
    await finishJob(t.db, failing, dead, null);
    expect((await readRow('test-failing'))?.lastError).toBe('the registry did not answer');
  });
});

// Short leases, generous against a busy machine: a renewal would have to stall for most of a lease.
const LEASE = { leaseMs: 1_000, renewEveryMs: 100 };
const WAIT = { timeout: 20_000, interval: 50 };

describe('background job leases', () => {
  it('renews the claim while a long job runs, so no other process takes it', async () => {
    const recording = recordingJob('test-long');
    await registerJobs(t.db, [recording.job]);
    recording.hold();
    const running = runJobs(ctx, [recording.job], { owner: createJobOwner(), force: true, ...LEASE });
    await expect.poll(() => recording.runs.length, WAIT).toBe(1);
    // The claim now reaches several leases past its start: renewals extended it.
    await expect.poll(() => readHeldMs('test-long'), WAIT).toBeGreaterThan(4 * LEASE.leaseMs);
    expect(await claimJob(t.db, 'test-long', createJobOwner(), true, LEASE.leaseMs)).toBe(false);
    recording.release();
    expect((await running)[0]?.ran).toBe(true);
    expect(recording.runs).toHaveLength(1);
  });

  it('lets another process run the job once the claim of a process that died lapses', async () => {
    const recording = recordingJob('test-orphaned');
    await registerJobs(t.db, [recording.job]);
    const runsBefore = (await readRow('test-orphaned'))?.runs;
    // A claims the job and dies: it never runs, renews or finishes it.
    expect(await claimJob(t.db, 'test-orphaned', createJobOwner(), true, LEASE.leaseMs)).toBe(true);
    const lapsed = async () =>
      (
        (await t.db.execute(
          sql`select locked_until < now() as lapsed from scheduled_jobs where name = 'test-orphaned'`,
        )) as unknown as { rows: { lapsed: boolean }[] }
      ).rows[0]?.lapsed;
    await expect.poll(lapsed, WAIT).toBe(true);
    const [outcome] = await runJobs(ctx, [recording.job], { owner: createJobOwner(), force: true, ...LEASE });
    expect(outcome?.ran).toBe(true);
    expect(recording.runs).toHaveLength(1);
    const row = await readRow('test-orphaned');
    expect(row?.runs).toBe(runsBefore! + 1);
    expect(row?.lockedBy).toBeNull();
    expect(row?.lockedUntil).toBeNull();
  });

  it('stops renewing when the job finishes', async () => {
    const recording = recordingJob('test-finished');
    await registerJobs(t.db, [recording.job]);
    recording.hold();
    const owner = createJobOwner();
    const running = runJobs(ctx, [recording.job], { owner, force: true, ...LEASE });
    await expect.poll(() => readHeldMs('test-finished'), WAIT).toBeGreaterThan(LEASE.leaseMs);
    recording.release();
    await running;
    expect((await readRow('test-finished'))?.lockedUntil).toBeNull();
    // The same owner claims it again with the long lease (the API's scheduler keeps one owner):
    // a renewal timer left over from the run would cut this claim down to a short lease.
    expect(await claimJob(t.db, 'test-finished', owner, true)).toBe(true);
    await sleep(5 * LEASE.renewEveryMs);
    expect(await readHeldMs('test-finished')).toBe(JOB_LEASE_MS);
    await finishJob(t.db, recording.job, owner, null);
  });
});
