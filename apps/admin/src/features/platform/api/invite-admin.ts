import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInviteAdminRequest, TInviteAdminResponse } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** POST /platform/admins/invite: creates or extends the account and emails the person. */
export function useInviteAdmin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteAdminRequest) =>
      api.post<TInviteAdminResponse, TInviteAdminRequest>('/platform/admins/invite', body),
    // Hospitals count their admins.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: platformKeys.admins() }),
        queryClient.invalidateQueries({ queryKey: platformKeys.hospitals() }),
      ]),
  });
}
