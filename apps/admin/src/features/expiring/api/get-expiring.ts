import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminExpiringList, TAdminExpiringQuery } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { ADMIN_APPLICATIONS_KEY } from '@/lib/query-keys';

/**
 * GET /admin/expiring: under the applications' key, so a doctor's renewal heard live (or any change
 * to an application) reads the list again.
 */
export const expiringQueryOptions = (api: TApiClient, query: TAdminExpiringQuery) =>
  queryOptions({
    queryKey: [...ADMIN_APPLICATIONS_KEY, 'expiring', query],
    queryFn: () => api.get<TAdminExpiringList>('/admin/expiring', query),
    placeholderData: keepPreviousData,
  });

export function useExpiringDocuments(query: TAdminExpiringQuery) {
  const api = useApi();
  return useQuery(expiringQueryOptions(api, query));
}
