import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminPrivilegeList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { privilegeKeys } from './privilege-keys';

/** GET /admin/privileges?hospitalId=: the current version of every privilege, disabled ones too. */
export const privilegesQueryOptions = (api: TApiClient, hospitalId: string) =>
  queryOptions({
    queryKey: privilegeKeys.list(hospitalId),
    queryFn: () =>
      api.get<TAdminPrivilegeList>('/admin/privileges', { hospitalId }).then((result) => result.data),
  });

export function usePrivileges(hospitalId: string | null) {
  const api = useApi();
  return useQuery({ ...privilegesQueryOptions(api, hospitalId ?? ''), enabled: hospitalId !== null });
}
