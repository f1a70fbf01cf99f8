import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateRenewalRequest, TRenewalResult } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

/**
 * POST /applications/{id}/renewals: the renewed document (uploaded to the doctor's own documents)
 * and its new expiry date. The dashboard's expiring list and the applications read afresh.
 */
export function useRenewDocument(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateRenewalRequest) =>
      api.post<TRenewalResult, TCreateRenewalRequest>(
        `/applications/${encodeURIComponent(applicationId)}/renewals`,
        body,
      ),
    onSuccess: () =>
      Promise.all(
        [['formsResponse', 'expiring'], ['applications'], ['renewals']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
