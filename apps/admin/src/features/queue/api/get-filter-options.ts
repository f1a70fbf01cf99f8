import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminQueueOptions } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { queueKeys } from './queue-keys';

/** The assignee and department pickers' choices, within the admin's hospitals (or one of them). */
export function filterOptionsQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: queueKeys.filterOptions(hospitalId),
    queryFn: () =>
      api.get<TAdminQueueOptions>('/admin/applications/filter-options', {
        hospitalId: hospitalId || undefined,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useFilterOptions(hospitalId: string) {
  const api = useApi();
  return useQuery(filterOptionsQueryOptions(api, hospitalId));
}
