import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';
import { privilegeKeys } from './privilege-keys';

/** DELETE /formsResponse/{id}: removing a privilege's answers removes the privilege from the application. */
export function useRemovePrivilege(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formResponseId: string) =>
      api.del<{ message?: string }>(`/formsResponse/${encodeURIComponent(formResponseId)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privilegeKeys.picked(applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.statusReport(applicationId) }),
      ]),
  });
}
