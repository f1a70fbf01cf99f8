import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAccountPractitionerType, TUpdateAccountPractitionerTypeRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';
import { dashboardKeys } from './dashboard-keys';

/** GET /account/practitioner-type: the practitioner's type (a delegate reads their doctor's). */
export function usePractitionerType() {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.practitionerType(),
    queryFn: () => api.get<TAccountPractitionerType>('/account/practitioner-type'),
  });
}

/**
 * PUT /account/practitioner-type: the answer is the new state, kept in the cache; the applications
 * are read again, since the type decides what they need (a supervising physician, the forms).
 */
export function useChangePractitionerType() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAccountPractitionerTypeRequest) =>
      api.put<TAccountPractitionerType, TUpdateAccountPractitionerTypeRequest>(
        '/account/practitioner-type',
        body,
      ),
    onSuccess: async (result) => {
      queryClient.setQueryData(dashboardKeys.practitionerType(), result);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
