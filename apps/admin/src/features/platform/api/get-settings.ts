import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlatformSettingsView } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** GET /platform/settings */
export const settingsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: platformKeys.settings(),
    queryFn: () => api.get<TPlatformSettingsView>('/platform/settings'),
  });

export function usePlatformSettings() {
  const api = useApi();
  return useQuery(settingsQueryOptions(api));
}
