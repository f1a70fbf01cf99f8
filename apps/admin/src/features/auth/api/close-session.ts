import { useMutation } from '@tanstack/react-query';
import { useApi } from '@docapply/ui';
import { callWithClosingToken } from '@/lib/auth-storage';

/**
 * Ends on the server a session this site will not keep (an account without an administrator
 * role). Its token is never stored; a failure changes nothing for the person, so it is silent.
 */
export function useCloseSession() {
  const api = useApi();
  return useMutation({
    mutationFn: (token: string) =>
      callWithClosingToken(token, () => api.post<{ message: string }>('/auth/logout')),
  });
}
