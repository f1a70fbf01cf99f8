// `npm run jobs [-- --now 2027-03-01] [--only expiry-reminders]`: runs every background job once,
// whether or not it is due, with the clock at `--now` (default: the real time), then delivers the
// mail it queued. For operators (catch up after downtime) and tests (a chosen day). Works on the
// embedded database in DATA_DIR (stop the server first) and on PostgreSQL (DATABASE_URL), where a
// running server's scheduler and this command never run one job at the same time.
import { parseArgs } from 'node:util';
import { JOBS } from '@/compose';
import { createJobOwner, registerJobs, runJobs } from '@/core/jobs/scheduler';
import { CommandError, runCommand, withCommandContext } from './command';

const USAGE = 'Usage: npm run jobs -- [--now YYYY-MM-DD or an ISO date and time] [--only <job name>]';

function readNow(value: string | undefined): Date | undefined {
  if (value === undefined) {
    return undefined;
  }
  // A day alone is that day at noon UTC, the same calendar day in every US time zone.
  const now = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(now.getTime())) {
    throw new CommandError(`--now ${value} is not a date. ${USAGE}`);
  }
  return now;
}

async function main(): Promise<void> {
  let values: { now?: string; only?: string };
  try {
    ({ values } = parseArgs({ options: { now: { type: 'string' }, only: { type: 'string' } } }));
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const now = readNow(values.now);
  const jobs = values.only ? JOBS.filter((job) => job.name === values.only) : JOBS;
  if (values.only && jobs.length === 0) {
    throw new CommandError(
      `There is no job ${values.only}. Jobs: ${JOBS.map((job) => job.name).join(', ')}.`,
    );
  }
  await withCommandContext(async (ctx) => {
    await registerJobs(ctx.db, jobs);
    const outcomes = await runJobs(ctx, jobs, { owner: createJobOwner(), now, force: true });
    await ctx.mailer.flush();
    console.log(`Jobs run with the clock at ${(now ?? new Date()).toISOString()}:`);
    for (const outcome of outcomes) {
      const what = outcome.error
        ? `failed: ${outcome.error}`
        : outcome.ran
          ? outcome.summary
          : 'skipped: another process is running it';
      console.log(`  ${outcome.name}: ${what}`);
    }
    if (outcomes.some((outcome) => outcome.error)) {
      throw new CommandError('A job failed (see above).');
    }
  });
}

runCommand(main);
