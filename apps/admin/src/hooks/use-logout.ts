import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi, useSession } from '@docapply/ui';
import { paths } from '@/config/paths';

/**
 * Signs out: the server revokes the token, then the stored session is cleared and the admin
 * is back on the sign-in page. The local sign-out happens even when the call fails, so nobody
 * is stuck signed in on this device.
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
