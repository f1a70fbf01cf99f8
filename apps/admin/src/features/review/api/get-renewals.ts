import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentRenewalList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKeys } from './review-keys';

/** The documents the doctor renewed since submitting, newest first. */
export function renewalsQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: reviewKeys.renewals(applicationId),
    queryFn: () =>
      api.get<TDocumentRenewalList>(`/admin/applications/${encodeURIComponent(applicationId)}/renewals`),
  });
}

export function useRenewals(applicationId: string) {
  const api = useApi();
  return useQuery(renewalsQueryOptions(api, applicationId));
}
