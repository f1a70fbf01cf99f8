import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFppeSettings } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { fppeKeys, hospitalFppePath } from './fppe-keys';

/** GET /admin/hospitals/{id}/fppe-settings: what practitioners see, reminders, department chairs. */
export function useFppeSettings(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: fppeKeys.settings(hospitalId ?? ''),
    queryFn: () => api.get<TFppeSettings>(hospitalFppePath(hospitalId ?? '', '/fppe-settings')),
    enabled: Boolean(hospitalId),
  });
}

/** PUT: the answer is the settings as stored (a chair's name from their account). */
export function useUpdateFppeSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hospitalId, body }: { hospitalId: string; body: TFppeSettings }) =>
      api.put<TFppeSettings, TFppeSettings>(hospitalFppePath(hospitalId, '/fppe-settings'), body),
    onSuccess: (saved, { hospitalId }) => {
      queryClient.setQueryData(fppeKeys.settings(hospitalId), saved);
      // A chair changed changes who sees which FPPEs.
      return queryClient.invalidateQueries({ queryKey: fppeKeys.lists() });
    },
  });
}
