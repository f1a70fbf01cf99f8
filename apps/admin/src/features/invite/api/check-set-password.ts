import { useQuery } from '@tanstack/react-query';
import type { TSetPasswordCheckRequest, TSetPasswordCheckResponse } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { inviteKeys } from './invite-keys';

/**
 * POST /auth/setPassword/check: whether the invitation link still works, asked before the
 * password form so a used or expired link says so first. Asking does not use the link up.
 */
export function useSetPasswordCheck(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: inviteKeys.check(token),
    queryFn: () =>
      api.post<TSetPasswordCheckResponse, TSetPasswordCheckRequest>('/auth/setPassword/check', { token }),
    enabled: token !== '',
    // Once the form shows, the password call itself reports a link that stopped working meanwhile.
    staleTime: Infinity,
  });
}
