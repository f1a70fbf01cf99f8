import { useLiveUpdates, type TLiveQueries } from '@docapply/ui';
import { authStorage } from '@/lib/auth-storage';
import { adminApplicationKeys, committeeKeys } from '@/lib/query-keys';

/**
 * Every feature keeps its applications' queries under `adminApplicationKeys`: the lists (queue,
 * counts, expiring documents) and, per application, its review with its parts and its checklist.
 * A change re-reads the lists and that one application, not the others; the committee's list and
 * that file too (a recommendation, a vote or a recusal elsewhere moves it).
 */
export const ADMIN_LIVE_QUERIES: TLiveQueries = {
  of: (applicationId) => [
    { queryKey: adminApplicationKeys.lists() },
    { queryKey: adminApplicationKeys.application(applicationId) },
    { queryKey: committeeKeys.lists() },
    { queryKey: committeeKeys.file(applicationId) },
  ],
  all: [{ queryKey: adminApplicationKeys.all }, { queryKey: committeeKeys.all }],
};

/** The office's open pages follow the doctors' comments, replies and resubmissions without a reload. */
export function useAdminLiveUpdates(): void {
  useLiveUpdates({ roles: ['hospital_admin'], getToken: authStorage.getToken, queries: ADMIN_LIVE_QUERIES });
}
