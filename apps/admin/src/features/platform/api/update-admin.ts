import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlatformAdmin, TUpdateAdminRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { platformKeys } from './platform-keys';

type TUpdateAdminVariables = { id: string; body: TUpdateAdminRequest };

/**
 * PUT /platform/admins/{id}: their hospitals, or disabled/enabled. The answer is the account as it
 * is now and takes its row's place (the name, which orders the list, does not change here); the
 * hospitals, which count their admins, are read again.
 */
export function useUpdateAdmin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TUpdateAdminVariables) =>
      api.put<TPlatformAdmin, TUpdateAdminRequest>(`/platform/admins/${encodeURIComponent(id)}`, body),
    onSuccess: (admin) => {
      queryClient.setQueryData<TPlatformAdmin[]>(platformKeys.admins(), (admins) =>
        admins?.map((old) => (old.id === admin.id ? admin : old)),
      );
      return queryClient.invalidateQueries({ queryKey: platformKeys.hospitals() });
    },
  });
}
