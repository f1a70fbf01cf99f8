import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationSummary } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

/**
 * POST /appointments/{id}/reappointment: the reappointment draft, prefilled from the approved
 * application (the same draft again when it was started before).
 */
export function useStartReappointment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      api.post<TApplicationSummary>(`/appointments/${encodeURIComponent(appointmentId)}/reappointment`),
    onSuccess: () => {
      for (const queryKey of [['appointments'], ['applications'], ['hospitals']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
