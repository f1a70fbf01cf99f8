import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOppeSettings } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { oppeKeys, oppePath } from './oppe-keys';

/** GET …/oppe/settings: the cycle's months and what practitioners see. */
export function useOppeSettings(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: oppeKeys.settings(hospitalId ?? ''),
    queryFn: () => api.get<TOppeSettings>(`${oppePath(hospitalId ?? '')}/settings`),
    enabled: Boolean(hospitalId),
  });
}

/** PUT …/oppe/settings: the answer is the settings as stored. */
export function useUpdateOppeSettings(hospitalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOppeSettings) =>
      api.put<TOppeSettings, TOppeSettings>(`${oppePath(hospitalId)}/settings`, body),
    onSuccess: (saved) => queryClient.setQueryData(oppeKeys.settings(hospitalId), saved),
  });
}
