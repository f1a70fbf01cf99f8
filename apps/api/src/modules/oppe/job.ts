import { and, eq, lt, sql } from 'drizzle-orm';
import { oppeImports } from '@/core/db/schema';
import { runChange } from '@/core/change';
import type { TJob } from '@/core/jobs/scheduler';
import { todayOf } from './access';
import { advanceCycles } from './cycles';
import { selectRows } from './sql-rows';

// Not shared from src/compose.ts, which lists the jobs: a module never imports the app.
const HOUR_MS = 60 * 60_000;
/** An import still staging this long after it began died with its process: its rows go. */
const ABANDONED_IMPORT_MS = HOUR_MS;

/**
 * `oppe-cycles`: every hospital that keeps OPPE (saved its settings, or opened a cycle) gets its next
 * cycle once the current one has ended, on its 6- or 12-month schedule, and the ended one closes.
 * Hourly, each hospital in its own change under the hospital's cycle lock, so two runs open one.
 * It also removes the staged rows of an import whose process died mid-upload (still `staging` an
 * hour after it began; the rows go with it, by the foreign key's cascade).
 */
export const OPPE_CYCLES_JOB: TJob = {
  name: 'oppe-cycles',
  everyMs: HOUR_MS,
  run: async (ctx, now) => {
    const today = todayOf(now);
    const due = await selectRows<{ hospital_id: string }>(
      ctx.db,
      sql`
      select h.hospital_id from (
        select hospital_id from oppe_settings union select hospital_id from oppe_cycles
      ) h
      where not exists (
          select 1 from oppe_cycles c
          where c.hospital_id = h.hospital_id and c.starts_on <= ${today}::date and c.ends_on >= ${today}::date)
        or exists (
          select 1 from oppe_cycles c
          where c.hospital_id = h.hospital_id and c.state = 'open' and c.ends_on < ${today}::date)`,
    );
    let opened = 0;
    for (const { hospital_id: hospitalId } of due) {
      const cycle = await runChange((change) => advanceCycles(change, { hospitalId, today, actorId: null }), {
        db: ctx.db,
      });
      opened += cycle ? 1 : 0;
    }
    const abandoned = await ctx.db
      .delete(oppeImports)
      .where(
        and(
          eq(oppeImports.state, 'staging'),
          lt(oppeImports.importedAt, new Date(now.getTime() - ABANDONED_IMPORT_MS)),
        ),
      )
      .returning({ id: oppeImports.id });
    return `${opened} OPPE cycle${opened === 1 ? '' : 's'} opened, ${abandoned.length} abandoned import${abandoned.length === 1 ? '' : 's'} removed`;
  },
};
