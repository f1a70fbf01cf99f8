import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationFlags } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKeys } from './review-keys';

/** The application's red flags as of now, high first (packages/rules computeRedFlags). */
export function flagsQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: reviewKeys.flags(applicationId),
    queryFn: async () =>
      (await api.get<TApplicationFlags>(`/admin/applications/${encodeURIComponent(applicationId)}/flags`))
        .flags,
  });
}

export function useFlags(applicationId: string) {
  const api = useApi();
  return useQuery(flagsQueryOptions(api, applicationId));
}
