import dayjs from 'dayjs';
import { and, eq, lt } from 'drizzle-orm';
import { DATE_FORMAT } from '@docapply/rules';
import { runChange } from '@/core/change';
import { decisionFiles } from '@/core/db/schema';
import type { TJob } from '@/core/jobs/scheduler';
import { getSystemFileAccess } from './access';
import { announceFileChange, findProposal, lockDecisionFile } from './file-change';
import { settleIfDecided } from './votes';

/**
 * Electronic votes whose last day has passed are counted (issue 40): carried with the quorum voted
 * and more for than against, otherwise not; each file in a change of its own.
 */
export const CLOSE_ELECTRONIC_VOTES_JOB: TJob = {
  name: 'close-electronic-votes',
  everyMs: 15 * 60_000,
  run: async (ctx, now) => {
    const today = dayjs(now).format(DATE_FORMAT);
    const due = await ctx.db
      .select({ applicationId: decisionFiles.applicationId, hospitalId: decisionFiles.hospitalId })
      .from(decisionFiles)
      .where(and(eq(decisionFiles.state, 'voting'), lt(decisionFiles.votingClosesOn, today)));
    let closed = 0;
    for (const file of due) {
      const outcome = await runChange(async (change) => {
        await lockDecisionFile(change.tx, file.applicationId);
        const access = await getSystemFileAccess(change.tx, file.applicationId);
        if (access?.file.state !== 'voting') {
          return null;
        }
        const proposal = await findProposal(change.tx, file.applicationId, access.step.id);
        const settled = proposal ? await settleIfDecided(change, access, proposal, null, true) : null;
        await announceFileChange(change, access);
        return settled;
      });
      closed += outcome ? 1 : 0;
    }
    return `${closed} electronic votes closed`;
  },
};
