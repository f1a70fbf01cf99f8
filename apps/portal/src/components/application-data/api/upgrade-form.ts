import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationDetail, TApplicationForm, TUpgradeFormParams } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';

/** POST /applications/{id}/forms/{kind}/upgrade: moves a started form to the hospital's newer version. */
export function useUpgradeForm(applicationId: string, kind: TUpgradeFormParams['kind']) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<TApplicationForm>(`/applications/${encodeURIComponent(applicationId)}/forms/${kind}/upgrade`),
    // The answer is the form as it is now: the page shows it at once from both copies of the
    // application. The figures change with it (the report, each copy's percentage): read them again.
    onSuccess: (form) => {
      const withForm = (detail: TApplicationDetail | undefined) =>
        detail ? { ...detail, forms: { ...detail.forms, [kind]: form } } : detail;
      queryClient.setQueryData<TApplicationDetail>(applicationKeys.editing(applicationId), withForm);
      queryClient.setQueryData<TApplicationDetail>(applicationKeys.detail(applicationId), withForm);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.statusReport(applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationKeys.all, refetchType: 'none' }),
      ]);
    },
  });
}
