import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationChanges } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKeys } from './review-keys';

/** What the latest submission changed since the one before, and the documents superseded so far. */
export function changesQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: reviewKeys.changes(applicationId),
    queryFn: () =>
      api.get<TApplicationChanges>(`/admin/applications/${encodeURIComponent(applicationId)}/changes`),
  });
}

export function useChanges(applicationId: string) {
  const api = useApi();
  return useQuery(changesQueryOptions(api, applicationId));
}
