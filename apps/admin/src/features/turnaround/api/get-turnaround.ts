import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTurnaround } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { turnaroundKeys } from './turnaround-keys';

/** GET /admin/hospitals/{id}/turnaround: days spent in each status over the last 12 months. */
export function turnaroundQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: turnaroundKeys.hospital(hospitalId),
    queryFn: () => api.get<TTurnaround>(`/admin/hospitals/${encodeURIComponent(hospitalId)}/turnaround`),
  });
}

export function useTurnaround(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({ ...turnaroundQueryOptions(api, hospitalId ?? ''), enabled: Boolean(hospitalId) });
}
