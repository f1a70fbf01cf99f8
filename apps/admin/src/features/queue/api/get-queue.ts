import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminQueuePage, TAdminQueueQuery } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { queueKeys } from './queue-keys';

/** One page of the queue (keyset: `cursor` from the previous page's `nextCursor`). */
export function queueQueryOptions(api: TApiClient, query: TAdminQueueQuery) {
  return queryOptions({
    queryKey: queueKeys.page(query),
    queryFn: () => api.get<TAdminQueuePage>('/admin/applications', query),
  });
}

export function useQueue(query: TAdminQueueQuery) {
  const api = useApi();
  // The previous page stays on screen while the next one loads, so the table does not jump.
  return useQuery({ ...queueQueryOptions(api, query), placeholderData: keepPreviousData });
}
