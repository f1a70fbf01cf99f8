import { useMutation } from '@tanstack/react-query';
import type {
  TForgotPasswordRequest,
  TResetPasswordRequest,
  TResetPasswordResponse,
} from '@docapply/contracts';
import { useApi } from '../api/api-context';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function useForgotPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TForgotPasswordRequest) =>
      api.post<{ message: string }, TForgotPasswordRequest>('/auth/password/forgot', body),
  });
}

/** Sets the new password through the emailed link (single use, so a mutation). */
export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TResetPasswordRequest) =>
      api.post<TResetPasswordResponse, TResetPasswordRequest>('/auth/password/reset', body),
  });
}
