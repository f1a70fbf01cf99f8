import { useLiveUpdates, type TLiveQueries } from '@docapply/ui';
import { authStorage } from '@/lib/auth-storage';
import { ADMIN_APPLICATIONS_KEY } from '@/lib/query-keys';

/**
 * Under ADMIN_APPLICATIONS_KEY live the queue, its counts and each review with its parts
 * (['admin-applications', 'review', id, ...]): a change re-reads the queue, the counts and that one
 * application's review, not the reviews of others.
 */
export const ADMIN_LIVE_QUERIES: TLiveQueries = {
  of: (applicationId) => [
    {
      queryKey: ADMIN_APPLICATIONS_KEY,
      predicate: ({ queryKey }) => queryKey[1] !== 'review' || queryKey[2] === applicationId,
    },
  ],
  all: [{ queryKey: ADMIN_APPLICATIONS_KEY }],
};

/** The office's open pages follow the doctors' comments, replies and resubmissions without a reload. */
export function useAdminLiveUpdates(): void {
  useLiveUpdates({ roles: ['hospital_admin'], getToken: authStorage.getToken, queries: ADMIN_LIVE_QUERIES });
}
