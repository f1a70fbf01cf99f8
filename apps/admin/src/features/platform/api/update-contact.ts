import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContactMessage, TUpdateContactRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { platformKeys } from './platform-keys';

type TUpdateContactVariables = { id: string; handled: boolean };

/** PUT /platform/contacts/{id}: handled or not. */
export function useUpdateContact() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: TUpdateContactVariables) =>
      api.put<TContactMessage, TUpdateContactRequest>(`/platform/contacts/${encodeURIComponent(id)}`, {
        handled,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.contacts() }),
  });
}
