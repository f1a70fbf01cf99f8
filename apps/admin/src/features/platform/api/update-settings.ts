import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlatformSettings, TPlatformSettingsView } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { PLATFORM_KEYS } from './platform-keys';

/** PUT /platform/settings */
export function useUpdateSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlatformSettings) =>
      api.put<TPlatformSettingsView, TPlatformSettings>('/platform/settings', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLATFORM_KEYS.settings }),
  });
}
