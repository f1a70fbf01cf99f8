import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@docapply/ui';
import { formKeys, getFormPath, withHospital } from './form-keys';

/** DELETE /admin/forms/{key}/draft?hospitalId=: drops the draft; the published version stays. */
export function useDiscardFormDraft(hospitalId: string, key: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.del<unknown>(withHospital(getFormPath(key, '/draft'), hospitalId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.hospital(hospitalId) }),
  });
}
