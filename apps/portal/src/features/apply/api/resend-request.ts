import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReferenceRequest, TRequestKind } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applyKeys } from './apply-keys';
import { REQUEST_BASE } from './request-paths';
import { withRequest } from './with-request';

/** POST .../{id}/resend: emails the same person a fresh link; the answer takes the request's place. */
export function useResendRequest(kind: TRequestKind, applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.post<TReferenceRequest>(`${REQUEST_BASE[kind]}/${encodeURIComponent(requestId)}/resend`),
    onSuccess: (request) =>
      queryClient.setQueryData<TReferenceRequest[]>(
        applyKeys.requests(kind, applicationId),
        withRequest(request),
      ),
  });
}
