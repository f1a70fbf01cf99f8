import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerificationSettings } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { adminApplicationKeys } from '@/lib/query-keys';
import { verificationSettingsKeys } from './verification-settings-keys';

type TUpdateVariables = { hospitalId: string; body: TVerificationSettings };

/**
 * PUT /admin/hospitals/{id}/verification-settings. The answer is the settings as stored (new items
 * now have ids); the queue's checklist counts follow the settings, so it is read again too.
 */
export function useUpdateVerificationSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hospitalId, body }: TUpdateVariables) =>
      api.put<TVerificationSettings, TVerificationSettings>(
        `/admin/hospitals/${encodeURIComponent(hospitalId)}/verification-settings`,
        body,
      ),
    onSuccess: (saved, { hospitalId }) => {
      queryClient.setQueryData(verificationSettingsKeys.hospital(hospitalId), saved);
      return queryClient.invalidateQueries({ queryKey: adminApplicationKeys.all });
    },
  });
}
