import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../api/api-context';
import { useSession } from '../sign-in/session';

/**
 * Signs out: the server revokes the token, then the stored session and every cached answer are
 * cleared and the browser goes to `redirectTo` (the site's home). The local sign-out happens even
 * when the call fails, so nobody is stuck signed in on this device.
 */
export function useLogout(redirectTo: string) {
  const api = useApi();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/auth/logout'),
    onSettled: () => {
      signOut();
      queryClient.clear();
      void navigate(redirectTo, { replace: true });
    },
  });
}
