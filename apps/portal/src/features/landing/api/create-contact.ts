import { useMutation } from '@tanstack/react-query';
import type { TContactRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

export type TContactResult = { id: string; message: string };

/** Stores a Contact Us message; the platform administrator reads it in the admin site. */
export function useCreateContact() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TContactRequest) => api.post<TContactResult, TContactRequest>('/contacts', body),
  });
}
