import { eq } from 'drizzle-orm';
import { runChange } from '@/core/change';
import { decisionFiles } from '@/core/db/schema';
import type { TDb } from '@/core/db/client';
import type { TEventHandlers } from '@/core/events';
import { lockKey } from '@/core/locks';
import { getSystemFileAccess } from './access';
import { conflict, findProposal } from './file-change';
import { listSteps, mailStepMembers } from './flow';
import { PROXY_NOTES } from './messages';
import { findCommitteeProxy } from './proxy';

/**
 * The office recorded a distant site's decision on a file already in the route (finalised before):
 * it goes to the board now, as it would have on entering. A file the board is already voting on
 * keeps the decision it votes on (409); a decided one is no longer changed.
 */
async function sendProxyFileToBoard(
  db: TDb,
  { applicationId, actorId }: { applicationId: string; actorId: string },
): Promise<void> {
  await runChange(
    async (change) => {
      await lockKey(change.tx, `decision-file:${applicationId}`);
      const access = await getSystemFileAccess(change.tx, applicationId);
      if (!access || access.file.state === 'decided') {
        return;
      }
      if (access.file.state === 'voting' || (await findProposal(change.tx, applicationId, access.step.id))) {
        throw conflict(PROXY_NOTES.voting);
      }
      const board = (await listSteps(change.tx, access.hospital.id)).at(-1);
      const proxy = await findCommitteeProxy(change.tx, applicationId);
      if (!board || !proxy || board.id === access.step.id) {
        return;
      }
      await change.tx
        .update(decisionFiles)
        .set({ stepId: board.id, since: new Date(), state: 'waiting', votingClosesOn: null })
        .where(eq(decisionFiles.applicationId, applicationId));
      await change.audit({
        actorId,
        action: 'application.route-advanced',
        entity: 'application',
        entityId: applicationId,
        applicationId,
        hospitalId: access.hospital.id,
        data: { note: PROXY_NOTES.entered(proxy.agreement.distantSiteName, board.name) },
        before: { step: access.step.name },
        after: { step: board.name },
      });
      await mailStepMembers(change, { step: board, applicationId, hospitalName: access.hospital.name });
    },
    { db },
  );
}

/** The domain events this module handles (src/compose.ts composes them). */
export const DECISION_EVENTS: TEventHandlers = {
  'application.proxy-recorded': sendProxyFileToBoard,
};
