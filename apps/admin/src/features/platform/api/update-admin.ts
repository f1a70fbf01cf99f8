import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlatformAdmin, TUpdateAdminRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { PLATFORM_KEYS } from './platform-keys';

type TUpdateAdminVariables = { id: string; body: TUpdateAdminRequest };

/** PUT /platform/admins/{id}: their hospitals, or disabled/enabled. */
export function useUpdateAdmin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TUpdateAdminVariables) =>
      api.put<TPlatformAdmin, TUpdateAdminRequest>(`/platform/admins/${encodeURIComponent(id)}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PLATFORM_KEYS.admins }),
        queryClient.invalidateQueries({ queryKey: PLATFORM_KEYS.hospitals }),
      ]),
  });
}
