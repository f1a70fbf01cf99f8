import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationForm, TUpgradeFormParams } from '@docapply/contracts';
import { useApi } from '@docapply/ui';

/** POST /applications/{id}/forms/{kind}/upgrade: moves a started form to the hospital's newer version. */
export function useUpgradeForm(applicationId: string, kind: TUpgradeFormParams['kind']) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<TApplicationForm>(`/applications/${encodeURIComponent(applicationId)}/forms/${kind}/upgrade`),
    // The page reads the new form from the application's detail, and the figures change with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications', 'detail', applicationId] }),
        queryClient.invalidateQueries({ queryKey: ['formsResponse', 'status', applicationId] }),
        queryClient.invalidateQueries({ queryKey: ['applications'], refetchType: 'none' }),
      ]),
  });
}
