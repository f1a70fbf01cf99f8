import type { InvalidateQueryFilters } from '@tanstack/react-query';
import { useLiveUpdates, type TLiveQueries } from '@docapply/ui';
import { authStorage } from '@/lib/auth-storage';

// The doctor's lists an application appears in: My applications (and its search), the dashboard.
const LISTS: InvalidateQueryFilters[] = [
  { queryKey: ['applications', 'mine'] },
  { queryKey: ['applications', 'search'] },
  { queryKey: ['hospitals', 'with-application'] },
];

/**
 * The portal's queries that show an application (keys from components/application-data and the
 * applications and dashboard features). The editor's own copy (['applications', 'detail', id,
 * 'editing']) is left alone: re-reading it under the doctor's typing would reset the form.
 */
export const PORTAL_LIVE_QUERIES: TLiveQueries = {
  of: (applicationId) => [
    { queryKey: ['applications', 'detail', applicationId], exact: true },
    { queryKey: ['formsResponse', 'status', applicationId] },
    ...LISTS,
  ],
  all: [
    { queryKey: ['applications', 'detail'], predicate: (query) => query.queryKey.length === 3 },
    { queryKey: ['formsResponse', 'status'] },
    ...LISTS,
  ],
};

/** The doctor's open pages follow the hospital's comments and decisions without a reload. */
export function usePortalLiveUpdates(): void {
  useLiveUpdates({ roles: ['doctor'], getToken: authStorage.getToken, queries: PORTAL_LIVE_QUERIES });
}
