import { useMutation } from '@tanstack/react-query';
import type { TSetPasswordRequest, TSetPasswordResponse } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

/** POST /auth/setPassword: a delegate's invitation link's token and the chosen password. */
export function useSetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TSetPasswordRequest) =>
      api.post<TSetPasswordResponse, TSetPasswordRequest>('/auth/setPassword', body),
  });
}
