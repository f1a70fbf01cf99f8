import { useMutation } from '@tanstack/react-query';
import type { TVerifyUserResponse } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

export type TVerifyUserBody = { email: string; password: string };

/** Checks email and password; on success a one-time code is emailed. */
export function useVerifyUser() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TVerifyUserBody) => api.post<TVerifyUserResponse>('/auth/verifyUser', body),
  });
}
