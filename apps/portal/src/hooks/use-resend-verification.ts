import { useMutation } from '@tanstack/react-query';
import type { TResendVerificationRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

/** Asks for a new verification link; the answer is the same whether or not the address is known. */
export function useResendVerification() {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ message: string }, TResendVerificationRequest>('/auth/emailVerify/resend', { email }),
  });
}
