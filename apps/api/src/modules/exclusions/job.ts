import { desc, eq } from 'drizzle-orm';
import { EXCLUSION_SOURCES } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { exclusionImports } from '@/core/db/schema';
import type { TJob } from '@/core/jobs/scheduler';
import { getListLabel } from './columns';
import { downloadExclusionList } from './download';
import { getExclusionListUrl } from './lists';

export const EXCLUSION_LISTS_JOB_NAME = 'exclusion-lists';
const DAY_MS = 24 * 60 * 60_000;
/** The lists are released monthly: a list older than this is downloaded again. */
export const LIST_MAX_AGE_DAYS = 30;

/**
 * Daily: each list with a download URL whose last import is older than 30 days (on the job's
 * clock) is downloaded, imported and screened. A source that fails keeps its previous list; the
 * job then fails with every reason, which the scheduler records as its last error (and retries
 * the next day), after trying the other source.
 */
export async function runExclusionListsJob(ctx: TAppContext, now: Date): Promise<string> {
  const done: string[] = [];
  const failures: string[] = [];
  for (const source of EXCLUSION_SOURCES) {
    const url = await getExclusionListUrl(ctx.db, source);
    if (!url) {
      continue;
    }
    const [latest] = await ctx.db
      .select({ importedAt: exclusionImports.importedAt })
      .from(exclusionImports)
      .where(eq(exclusionImports.source, source))
      .orderBy(desc(exclusionImports.importedAt))
      .limit(1);
    if (latest && now.getTime() - latest.importedAt.getTime() < LIST_MAX_AGE_DAYS * DAY_MS) {
      continue;
    }
    try {
      const imported = await downloadExclusionList(ctx, { source, now, actor: null });
      done.push(
        `${getListLabel(source)}: ${imported.rowCount} entries, ${imported.screened} screened, ` +
          `${imported.hits} hits, ${imported.possible} possible matches`,
      );
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (failures.length > 0) {
    throw new Error(failures.join(' '));
  }
  return done.length > 0 ? done.join('; ') : 'No exclusion list was due';
}

export const EXCLUSION_LISTS_JOB: TJob = {
  name: EXCLUSION_LISTS_JOB_NAME,
  everyMs: DAY_MS,
  run: runExclusionListsJob,
};
