import { useMutation } from '@tanstack/react-query';
import type { TEmailVerifyRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

export type TVerifyEmailResult = { message: string; email: string };

/** Uses the emailed verification token (single use, so it is a mutation, not a query). */
export function useVerifyEmail() {
  const api = useApi();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<TVerifyEmailResult, TEmailVerifyRequest>('/auth/emailVerify', { token }),
  });
}
