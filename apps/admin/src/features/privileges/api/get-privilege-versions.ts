import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminPrivilegeVersions } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { privilegeKeys } from './privilege-keys';

export type TPrivilegeVersion = TAdminPrivilegeVersions['data'][number];

/** GET /admin/privileges/{key}/versions?hospitalId=: every version, newest first. */
export const privilegeVersionsQueryOptions = (api: TApiClient, hospitalId: string, key: string) =>
  queryOptions({
    queryKey: privilegeKeys.versions(hospitalId, key),
    queryFn: () =>
      api
        .get<TAdminPrivilegeVersions>(`/admin/privileges/${encodeURIComponent(key)}/versions`, { hospitalId })
        .then((result) => result.data),
  });

export function usePrivilegeVersions(hospitalId: string, key: string) {
  const api = useApi();
  return useQuery(privilegeVersionsQueryOptions(api, hospitalId, key));
}
