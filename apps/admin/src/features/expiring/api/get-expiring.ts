import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminExpiringList, TAdminExpiringQuery } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { expiringKeys } from './expiring-keys';

/** GET /admin/expiring: the documents of the admin's hospitals' applications that expire soon. */
export const expiringQueryOptions = (api: TApiClient, query: TAdminExpiringQuery) =>
  queryOptions({
    queryKey: expiringKeys.list(query),
    queryFn: () => api.get<TAdminExpiringList>('/admin/expiring', query),
    placeholderData: keepPreviousData,
  });

export function useExpiringDocuments(query: TAdminExpiringQuery) {
  const api = useApi();
  return useQuery(expiringQueryOptions(api, query));
}
