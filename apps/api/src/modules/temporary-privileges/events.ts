import { TEMPORARY_PRIVILEGE_MESSAGES } from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TEventHandlers } from '@/core/events';
import { endForDecision } from './close';

/** The board's decision ends the application's temporary privileges, in the decision's transaction. */
export const TEMPORARY_PRIVILEGE_EVENTS: TEventHandlers = {
  'application.decided': (db, { decision }) =>
    runChange(
      (change) =>
        endForDecision(change, {
          applicationId: decision.applicationId,
          reason: TEMPORARY_PRIVILEGE_MESSAGES.boardDecided,
        }),
      { db },
    ),
};
