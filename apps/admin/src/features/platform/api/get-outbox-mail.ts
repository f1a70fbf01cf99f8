import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOutboxMailDetail } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** GET /platform/outbox/{id}: one message, its codes and link tokens masked (the read is audited). */
export const outboxMailQueryOptions = (api: TApiClient, id: string) =>
  queryOptions({
    queryKey: platformKeys.outboxMail(id),
    queryFn: () => api.get<TOutboxMailDetail>(`/platform/outbox/${encodeURIComponent(id)}`),
  });

/** Reads the message only while one is chosen (`id` null: nothing to read). */
export function useOutboxMail(id: string | null) {
  const api = useApi();
  return useQuery({ ...outboxMailQueryOptions(api, id ?? ''), enabled: id !== null });
}
