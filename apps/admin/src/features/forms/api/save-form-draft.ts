import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminFormVersion, TSaveFormDraftRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { formKeys, getFormPath, withHospital } from './form-keys';

/** PUT /admin/forms/{key}/draft?hospitalId=: saves the working copy as the draft (starting one if needed). */
export function useSaveFormDraft(hospitalId: string, key: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveFormDraftRequest) =>
      api.put<TAdminFormVersion, TSaveFormDraftRequest>(
        withHospital(getFormPath(key, '/draft'), hospitalId),
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.hospital(hospitalId) }),
  });
}
