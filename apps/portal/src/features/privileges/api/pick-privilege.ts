import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPickedPrivilege, TPickPrivilegeRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';
import { privilegeKeys } from './privilege-keys';

/**
 * POST /privileges: asks for a privilege (its short form's response is created with it). The list
 * is read again: the server orders it (by department and name), and the report counts it.
 */
export function usePickPrivilege(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privilegeId: string) =>
      api.post<TPickedPrivilege, TPickPrivilegeRequest>('/privileges', { applicationId, privilegeId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privilegeKeys.picked(applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.statusReport(applicationId) }),
      ]),
  });
}
