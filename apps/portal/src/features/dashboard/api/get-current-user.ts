import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { useSession } from '@/lib/session';
import { dashboardKeys } from './dashboard-keys';

export const getCurrentUserQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: dashboardKeys.currentUser(),
    queryFn: () => api.get<{ user: TUser }>('/auth/me').then((result) => result.user),
  });

/**
 * Re-reads the signed-in doctor from the server, so a verification done in another browser
 * or tab shows here too, and keeps the stored user record in step.
 */
export function useCurrentUser() {
  const api = useApi();
  const { updateUser } = useSession();
  const query = useQuery(getCurrentUserQueryOptions(api));
  useReportQueryError(query.error);
  const { data } = query;
  useEffect(() => {
    if (data) {
      updateUser(data);
    }
  }, [data, updateUser]);
  return query;
}
