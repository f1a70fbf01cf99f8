import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReappointmentComparison } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKeys } from './review-keys';

/** What a reappointment changed against the approved application it renews. */
export function reappointmentChangesQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: reviewKeys.reappointmentChanges(applicationId),
    queryFn: () =>
      api.get<TReappointmentComparison>(
        `/admin/applications/${encodeURIComponent(applicationId)}/reappointment-changes`,
      ),
  });
}

export function useReappointmentChanges(applicationId: string) {
  const api = useApi();
  return useQuery(reappointmentChangesQueryOptions(api, applicationId));
}
