import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCountsQuery, TAdminStatusCounts } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { queueKeys } from './queue-keys';

/** Applications per status at the admin's hospitals (or at one of them), narrowed by the desk's filters. */
export function countsQueryOptions(api: TApiClient, query: TAdminCountsQuery) {
  return queryOptions({
    queryKey: queueKeys.counts(query),
    queryFn: () => api.get<TAdminStatusCounts>('/admin/applications/counts', query),
  });
}

export function useStatusCounts(query: TAdminCountsQuery) {
  const api = useApi();
  return useQuery(countsQueryOptions(api, query));
}
