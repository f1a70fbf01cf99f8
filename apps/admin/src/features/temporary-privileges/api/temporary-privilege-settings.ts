import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTemporaryPrivilegeSettings } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { adminApplicationKeys } from '@/lib/query-keys';

const settingsKey = (hospitalId: string) => ['temporary-privilege-settings', hospitalId] as const;
const settingsPath = (hospitalId: string) =>
  `/admin/hospitals/${encodeURIComponent(hospitalId)}/temporary-privilege-settings`;

/** GET /admin/hospitals/{id}/temporary-privilege-settings: the longest a grant may last there. */
export function useTemporaryPrivilegeSettings(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: settingsKey(hospitalId ?? ''),
    queryFn: () => api.get<TTemporaryPrivilegeSettings>(settingsPath(hospitalId ?? '')),
    enabled: Boolean(hospitalId),
  });
}

/** PUT: the answer is the settings as stored; the applications' cards show the maximum, so they read again. */
export function useUpdateTemporaryPrivilegeSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hospitalId, body }: { hospitalId: string; body: TTemporaryPrivilegeSettings }) =>
      api.put<TTemporaryPrivilegeSettings, TTemporaryPrivilegeSettings>(settingsPath(hospitalId), body),
    onSuccess: (saved, { hospitalId }) => {
      queryClient.setQueryData(settingsKey(hospitalId), saved);
      return queryClient.invalidateQueries({ queryKey: adminApplicationKeys.all });
    },
  });
}
