import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPickedPrivilege, TPickPrivilegeRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { pickedPrivilegesQueryKey } from './get-picked-privileges';

/** POST /privileges: asks for a privilege (its short form's response is created with it). */
export function usePickPrivilege(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privilegeId: string) =>
      api.post<TPickedPrivilege, TPickPrivilegeRequest>('/privileges', { applicationId, privilegeId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pickedPrivilegesQueryKey(applicationId) }),
        queryClient.invalidateQueries({ queryKey: ['formsResponse', 'status', applicationId] }),
      ]),
  });
}
