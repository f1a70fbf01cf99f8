import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateHospitalRequest, TPlatformHospital } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** POST /platform/hospitals */
export function useCreateHospital() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateHospitalRequest) =>
      api.post<TPlatformHospital, TCreateHospitalRequest>('/platform/hospitals', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.hospitals() }),
  });
}
