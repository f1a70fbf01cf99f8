import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationChanges } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKey } from './get-review';

/** Under the review's key: whatever refreshes the review (a decision) reads the changes again. */
export const changesKey = (applicationId: string) => [...reviewKey(applicationId), 'changes'] as const;

/** What the latest submission changed since the one before, and the documents superseded so far. */
export function changesQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: changesKey(applicationId),
    queryFn: () =>
      api.get<TApplicationChanges>(`/admin/applications/${encodeURIComponent(applicationId)}/changes`),
  });
}

export function useChanges(applicationId: string) {
  const api = useApi();
  return useQuery(changesQueryOptions(api, applicationId));
}
