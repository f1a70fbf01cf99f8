import { getAppContext } from '@/core/context';
import type { TEventHandlers } from '@/core/events';
import { screenSubmittedApplication } from './screen';

export const EXCLUSION_EVENTS: TEventHandlers = {
  // Each submission: the screening subject verification just kept, against each current OIG and SAM list.
  'application.submitted': async (db, { applicationId }) => {
    await screenSubmittedApplication(getAppContext(), db, applicationId);
  },
};
