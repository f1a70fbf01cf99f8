import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminFormVersion } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { FORM_KEYS, getFormPath, withHospital } from './form-keys';

/** POST /admin/forms/{key}/publish?hospitalId=: the draft becomes the next immutable version. */
export function usePublishForm(hospitalId: string, key: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAdminFormVersion>(withHospital(getFormPath(key, '/publish'), hospitalId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FORM_KEYS.hospital(hospitalId) }),
  });
}
