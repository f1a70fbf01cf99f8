import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlatformSettings, TPlatformSettingsView } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** PUT /platform/settings: the answer is the settings as stored, shown without reading them again. */
export function useUpdateSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlatformSettings) =>
      api.put<TPlatformSettingsView, TPlatformSettings>('/platform/settings', body),
    onSuccess: (settings) => queryClient.setQueryData(platformKeys.settings(), settings),
  });
}
