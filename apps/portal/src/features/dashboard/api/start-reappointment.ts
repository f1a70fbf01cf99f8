import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationSummary } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';
import { dashboardKeys } from './dashboard-keys';

/**
 * POST /appointments/{id}/reappointment: the reappointment draft, prefilled from the approved
 * application (the same draft again when it was started before). The answer is the draft's
 * summary; the appointments and the lists it now appears in, which the server orders, are read again.
 */
export function useStartReappointment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      api.post<TApplicationSummary>(`/appointments/${encodeURIComponent(appointmentId)}/reappointment`),
    onSuccess: () => {
      for (const queryKey of [dashboardKeys.appointments(), applicationKeys.lists()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
