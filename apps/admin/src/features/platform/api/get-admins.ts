import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlatformAdminList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** GET /platform/admins: every hospital admin account. */
export const adminsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: platformKeys.admins(),
    queryFn: () => api.get<TPlatformAdminList>('/platform/admins').then((result) => result.data),
  });

export function usePlatformAdmins() {
  const api = useApi();
  return useQuery(adminsQueryOptions(api));
}
