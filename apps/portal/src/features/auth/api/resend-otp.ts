import { useMutation } from '@tanstack/react-query';
import type { TVerifyUserResponse } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

/** Sends a fresh code; the answer carries a new challenge and lifetime. */
export function useResendOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: (challenge: string) => api.post<TVerifyUserResponse>('/auth/otp/resend', { challenge }),
  });
}
