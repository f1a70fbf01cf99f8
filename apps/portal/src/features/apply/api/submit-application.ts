import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationSummary, TSubmitApplicationRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

type TSubmitVariables = { applicationId: string; attestationName: string };

/** POST /applications/{id}/submit: signs the attestation and hands the application to the hospital. */
export function useSubmitApplication() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, attestationName }: TSubmitVariables) =>
      api.post<TApplicationSummary, TSubmitApplicationRequest>(
        `/applications/${encodeURIComponent(applicationId)}/submit`,
        {
          attestationName,
        },
      ),
    // Mark, do not refetch: refetching the open application now would swap this page for the
    // read-only notice (and drop the success alert's navigation) before the detail page opens.
    onSettled: () => {
      for (const queryKey of [['applications'], ['hospitals'], ['formsResponse', 'status']]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}
