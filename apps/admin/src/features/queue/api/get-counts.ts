import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCountsQuery, TAdminStatusCounts } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { ADMIN_APPLICATIONS_KEY } from '@/lib/query-keys';

export const COUNTS_KEY = [...ADMIN_APPLICATIONS_KEY, 'counts'] as const;

/** Applications per status at the admin's hospitals (or at one of them), narrowed by the desk's filters. */
export function countsQueryOptions(api: TApiClient, query: TAdminCountsQuery) {
  return queryOptions({
    queryKey: [...COUNTS_KEY, query],
    queryFn: () => api.get<TAdminStatusCounts>('/admin/applications/counts', query),
  });
}

export function useStatusCounts(query: TAdminCountsQuery) {
  const api = useApi();
  return useQuery(countsQueryOptions(api, query));
}
