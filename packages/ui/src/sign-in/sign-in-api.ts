import { useMutation } from '@tanstack/react-query';
import type {
  TPasskeyOptions,
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
      const { options } = await api.post<TPasskeyOptions, { challenge: string; site: TPasskeySite }>(
        '/auth/passkey/options',
        { challenge, site },
      );
      // Loaded when a passkey is first used: most sign-ins never need it.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: options as never });
      return api.post<TSession, TPasskeySignInRequest>('/auth/passkey', {
        challenge,
        site,
        response: response as unknown as Record<string, unknown>,
      });
    },
  });
}
