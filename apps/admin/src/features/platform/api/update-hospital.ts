import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlatformHospital, TUpdateHospitalRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { platformKeys } from './platform-keys';

type TUpdateHospitalVariables = { id: string; body: TUpdateHospitalRequest };

/** PUT /platform/hospitals/{id}: edits, or opens and closes to applications. */
export function useUpdateHospital() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TUpdateHospitalVariables) =>
      api.put<TPlatformHospital, TUpdateHospitalRequest>(
        `/platform/hospitals/${encodeURIComponent(id)}`,
        body,
      ),
    // Admin accounts list hospital names too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: platformKeys.hospitals() }),
        queryClient.invalidateQueries({ queryKey: platformKeys.admins() }),
      ]),
  });
}
