import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInviteAdminRequest, TInviteAdminResponse } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { PLATFORM_KEYS } from './platform-keys';

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
        queryClient.invalidateQueries({ queryKey: PLATFORM_KEYS.admins }),
        queryClient.invalidateQueries({ queryKey: PLATFORM_KEYS.hospitals }),
      ]),
  });
}
