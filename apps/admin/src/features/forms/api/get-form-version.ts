import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { TAdminFormVersion } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { formKeys, getFormPath } from './form-keys';

/** GET /admin/forms/{key}/versions/{version}?hospitalId=: one published version with its definition. */
export const formVersionQueryOptions = (api: TApiClient, hospitalId: string, key: string, version: number) =>
  queryOptions({
    queryKey: formKeys.version(hospitalId, key, version),
    queryFn: () => api.get<TAdminFormVersion>(getFormPath(key, `/versions/${version}`), { hospitalId }),
    // A published version never changes.
    staleTime: Infinity,
  });

/** Reads a version on demand (an export from the history), from the cache when it was read before. */
export function useFetchFormVersion(hospitalId: string, key: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return (version: number) => queryClient.fetchQuery(formVersionQueryOptions(api, hospitalId, key, version));
}
