import { useMutation } from '@tanstack/react-query';
import type { TSession } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

/** Exchanges the emailed code for the session (token and user record). */
export function useVerifyOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { challenge: string; code: string }) => api.post<TSession>('/auth/otp', body),
  });
}
