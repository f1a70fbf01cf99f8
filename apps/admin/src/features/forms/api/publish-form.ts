import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminFormVersion } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { formKeys, getFormPath, withHospital } from './form-keys';

/** POST /admin/forms/{key}/publish?hospitalId=: the draft becomes the next immutable version. */
export function usePublishForm(hospitalId: string, key: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAdminFormVersion>(withHospital(getFormPath(key, '/publish'), hospitalId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.hospital(hospitalId) }),
  });
}
