import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReferenceRequest, TRequestKind } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { REQUEST_BASE, requestsQueryKey } from './request-paths';

/** POST .../{id}/resend: emails the same person a fresh link. */
export function useResendRequest(kind: TRequestKind, applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.post<TReferenceRequest>(`${REQUEST_BASE[kind]}/${encodeURIComponent(requestId)}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey(kind, applicationId) }),
  });
}
