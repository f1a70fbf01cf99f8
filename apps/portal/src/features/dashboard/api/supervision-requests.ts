import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSupervisionAnswer, TSupervisionRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { dashboardKeys } from './dashboard-keys';

/** GET /supervision/requests: the practitioners waiting for this physician's confirmation. */
export function useSupervisionRequests({ enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: dashboardKeys.supervisionRequests(),
    queryFn: () =>
      api.get<{ data: TSupervisionRequest[] }>('/supervision/requests').then((result) => result.data),
  });
}

/** POST /supervision/requests/{id}/answer; the card leaves the list once answered. */
export function useAnswerSupervision() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: TSupervisionAnswer }) =>
      api.post<{ message: string }, TSupervisionAnswer>(
        `/supervision/requests/${encodeURIComponent(id)}/answer`,
        answer,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.supervisionRequests() }),
  });
}
