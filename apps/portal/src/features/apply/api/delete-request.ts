import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRequestKind } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { REQUEST_BASE, requestsQueryKey } from './request-paths';

/** DELETE .../{id}: withdraws a request (its link stops working). */
export function useDeleteRequest(kind: TRequestKind, applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.del<{ message: string }>(`${REQUEST_BASE[kind]}/${encodeURIComponent(requestId)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestsQueryKey(kind, applicationId) }),
        queryClient.invalidateQueries({ queryKey: ['formsResponse', 'status', applicationId] }),
      ]),
  });
}
