import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminFormVersion, TCreateFormRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { formKeys, withHospital } from './form-keys';

/** POST /admin/forms?hospitalId=: a new privilege form, a draft of version 1. */
export function useCreateForm(hospitalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateFormRequest) =>
      api.post<TAdminFormVersion, TCreateFormRequest>(withHospital('/admin/forms', hospitalId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.list(hospitalId) }),
  });
}
