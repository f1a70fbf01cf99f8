import { useLiveUpdates, type TLiveQueries } from '@docapply/ui';
import { authStorage } from '@/lib/auth-storage';
import { applicationKeys } from '@/lib/query-keys';

/**
 * The portal's queries that show an application: its detail, its status report and the lists it
 * is in (every feature keeps its lists under `applicationKeys.lists()`). The editor's own copy
 * (`applicationKeys.editing`) is not a detail and is left alone: re-read under the doctor's typing
 * it would reset the form.
 */
export const PORTAL_LIVE_QUERIES: TLiveQueries = {
  of: (applicationId) => [
    { queryKey: applicationKeys.detail(applicationId) },
    { queryKey: applicationKeys.statusReport(applicationId) },
    { queryKey: applicationKeys.lists() },
  ],
  all: [
    { queryKey: applicationKeys.details() },
    { queryKey: applicationKeys.statusReports() },
    { queryKey: applicationKeys.lists() },
  ],
};

/** The doctor's open pages follow the hospital's comments and decisions without a reload. */
export function usePortalLiveUpdates(): void {
  useLiveUpdates({ roles: ['doctor'], getToken: authStorage.getToken, queries: PORTAL_LIVE_QUERIES });
}
