import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

export type TRegisterResult = { message: string; email: string };

export function useRegister() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: TRegisterRequest) =>
      api.post<TRegisterResult, TRegisterRequest>('/auth/register', body),
  });
}
