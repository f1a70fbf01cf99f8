import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminStatusCounts } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { ADMIN_APPLICATIONS_KEY } from '@/lib/query-keys';

export const COUNTS_KEY = [...ADMIN_APPLICATIONS_KEY, 'counts'] as const;

/** Applications per status at the admin's hospitals (or at one of them). */
export function countsQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: [...COUNTS_KEY, hospitalId],
    queryFn: () =>
      api.get<TAdminStatusCounts>('/admin/applications/counts', { hospitalId: hospitalId || undefined }),
  });
}

export function useStatusCounts(hospitalId: string) {
  const api = useApi();
  return useQuery(countsQueryOptions(api, hospitalId));
}
