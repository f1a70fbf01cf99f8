import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentRenewalList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKey } from './get-review';

/** Under the review's key: a renewal heard live (or a decision) reads them again. */
export const renewalsKey = (applicationId: string) => [...reviewKey(applicationId), 'renewals'] as const;

/** The documents the doctor renewed since submitting, newest first. */
export function renewalsQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: renewalsKey(applicationId),
    queryFn: () =>
      api.get<TDocumentRenewalList>(`/admin/applications/${encodeURIComponent(applicationId)}/renewals`),
  });
}

export function useRenewals(applicationId: string) {
  const api = useApi();
  return useQuery(renewalsQueryOptions(api, applicationId));
}
