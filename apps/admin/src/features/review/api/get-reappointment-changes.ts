import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReappointmentComparison } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKey } from './get-review';

/** Under the review's key: whatever refreshes the review reads the comparison again. */
export const reappointmentChangesKey = (applicationId: string) =>
  [...reviewKey(applicationId), 'reappointment-changes'] as const;

/** What a reappointment changed against the approved application it renews. */
export function reappointmentChangesQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: reappointmentChangesKey(applicationId),
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
