import { and, eq, lt } from 'drizzle-orm';
import { runChange } from '@/core/change';
import { temporaryPrivileges } from '@/core/db/schema';
import type { TJob } from '@/core/jobs/scheduler';
import { closeGrant, showDay, todayOf } from './close';

// Not shared from src/compose.ts, which lists the jobs: a module never imports the app.
const HOUR_MS = 60 * 60_000;

/**
 * `temporary-privilege-expiry`: a grant in force past its last day expires, its doctor told. Run
 * hourly, like the appointments' lapses, so a grant ends within the hour its day is over whenever
 * the process started; each grant is claimed by its own change, so two runs expire it once.
 */
export const TEMPORARY_PRIVILEGE_EXPIRY_JOB: TJob = {
  name: 'temporary-privilege-expiry',
  everyMs: HOUR_MS,
  run: async (ctx, now) => {
    const due = await ctx.db
      .select()
      .from(temporaryPrivileges)
      .where(and(eq(temporaryPrivileges.state, 'active'), lt(temporaryPrivileges.endsOn, todayOf(now))));
    let expired = 0;
    for (const grant of due) {
      const isClosed = await runChange(
        (change) =>
          closeGrant(change, {
            grant,
            state: 'expired',
            endedBy: null,
            endReason: null,
            how: { kind: 'expired', endsOn: showDay(grant.endsOn) },
            doctorUrl: ctx.config.DOCTOR_URL,
          }),
        { db: ctx.db },
      );
      expired += isClosed ? 1 : 0;
    }
    return `${expired} temporary privilege grant${expired === 1 ? '' : 's'} expired`;
  },
};
