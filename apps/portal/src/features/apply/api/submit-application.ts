import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationSummary, TSubmitApplicationRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';

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
    // The answer is the summary alone; the lists, the detail and the report are read on the next visit.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all, refetchType: 'none' });
    },
  });
}
