import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRequestKind } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';
import { applyKeys } from './apply-keys';
import { REQUEST_BASE } from './request-paths';

/** DELETE .../{id}: withdraws a request (its link stops working). */
export function useDeleteRequest(kind: TRequestKind, applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.del<{ message: string }>(`${REQUEST_BASE[kind]}/${encodeURIComponent(requestId)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applyKeys.requests(kind, applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.statusReport(applicationId) }),
      ]),
  });
}
