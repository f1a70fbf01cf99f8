import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Signs out: the server revokes the token, then the stored session is cleared and the
 * doctor lands on the home page. The local sign-out happens even when the call fails, so
 * a doctor is never stuck signed in on this device.
 */
export function useLogout() {
  const api = useApi();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/auth/logout'),
    onSettled: () => {
      signOut();
      queryClient.clear();
      void navigate(paths.home.getHref(), { replace: true });
    },
  });
}
