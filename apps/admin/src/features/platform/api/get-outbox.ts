import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOutboxPage, TOutboxQuery } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** GET /platform/outbox: one page of outgoing mail, newest first. */
export const outboxQueryOptions = (api: TApiClient, query: TOutboxQuery) =>
  queryOptions({
    queryKey: platformKeys.outboxPage(query),
    queryFn: () => api.get<TOutboxPage>('/platform/outbox', query),
  });

export function useOutbox(query: TOutboxQuery) {
  const api = useApi();
  return useQuery({ ...outboxQueryOptions(api, query), placeholderData: keepPreviousData });
}
