import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateRenewalRequest, TRenewalResult } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';
import { renewalKeys } from './renewal-keys';

/**
 * POST /applications/{id}/renewals: the renewed document (uploaded to the doctor's own documents)
 * and its new expiry date. The answer lacks what the pages show of it (days left, the file), so the
 * applications (the dashboard's expiring list among them) and the renewal pages read afresh.
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
        [applicationKeys.all, renewalKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
