import { useMutation } from '@tanstack/react-query';
import type {
  TOtpRequest,
  TOtpResendRequest,
  TSession,
  TVerifyUserRequest,
  TVerifyUserResponse,
} from '@docapply/contracts';
import { useApi } from '../api/api-context';

export type TVerifyUserBody = TVerifyUserRequest;

/** Checks email and password; on success a one-time code is emailed. */
export function useVerifyUser() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TVerifyUserBody) =>
      api.post<TVerifyUserResponse, TVerifyUserRequest>('/auth/verifyUser', body),
  });
}

/** Exchanges the emailed code for the session (token and user record). */
export function useVerifyOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TOtpRequest) => api.post<TSession, TOtpRequest>('/auth/otp', body),
  });
}

/** Sends a fresh code; the answer carries a new challenge and lifetime. */
export function useResendOtp() {
  const api = useApi();
  return useMutation({
    mutationFn: (challenge: string) =>
      api.post<TVerifyUserResponse, TOtpResendRequest>('/auth/otp/resend', { challenge }),
  });
}
