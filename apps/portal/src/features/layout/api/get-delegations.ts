import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDelegatedDoctorList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { layoutKeys } from './layout-keys';

export const getDelegationsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: layoutKeys.delegations(),
    queryFn: () => api.get<TDelegatedDoctorList>('/delegations').then((result) => result.data),
  });

/** GET /delegations: the doctors a signed-in delegate serves. */
export function useDelegations() {
  const api = useApi();
  return useQuery(getDelegationsQueryOptions(api));
}
