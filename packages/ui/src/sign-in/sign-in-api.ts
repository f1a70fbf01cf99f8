import { useMutation } from '@tanstack/react-query';
import type { TSession, TVerifyUserResponse } from '@docapply/contracts';
import { useApi } from '../api/api-context';

export type TVerifyUserBody = { email: string; password: string };

/** Checks email and password; on success a one-time code is emailed. */
export function useVerifyUser() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TVerifyUserBody) => api.post<TVerifyUserResponse>('/auth/verifyUser', body),
  });
}

/** Exchanges the emailed code for the session (token and user record). */
export function useVerifyOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { challenge: string; code: string }) => api.post<TSession>('/auth/otp', body),
  });
}

/** Sends a fresh code; the answer carries a new challenge and lifetime. */
export function useResendOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: (challenge: string) => api.post<TVerifyUserResponse>('/auth/otp/resend', { challenge }),
  });
}
