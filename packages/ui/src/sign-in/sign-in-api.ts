import { useMutation } from '@tanstack/react-query';
import type {
  TPasskeySignInRequest,
  TPasskeySite,
  TSignInFactorRequest,
  TOtpRequest,
  TOtpResendRequest,
  TSession,
  TVerifyUserRequest,
  TVerifyUserResponse,
} from '@docapply/contracts';
import { useApi } from '../api/api-context';
import { signWithPasskey } from '../security/passkey-ceremony';

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

/** Step 2 with an authenticator app's code or a recovery code. */
export function useVerifyFactor() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TSignInFactorRequest) =>
      api.post<TSession, TSignInFactorRequest>('/auth/factor', body),
  });
}

/** Step 2 with a passkey: the server's challenge, the browser's signature, the session. */
export function useSignInWithPasskey(site: TPasskeySite) {
  const api = useApi();
  return useMutation({
    mutationFn: async (challenge: string) => {
      const response = await signWithPasskey(api, '/auth/passkey/options', { challenge, site });
      return api.post<TSession, TPasskeySignInRequest>('/auth/passkey', { challenge, site, response });
    },
  });
}
