import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminFormDetail } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { formKeys, getFormPath } from './form-keys';

/** GET /admin/forms/{key}?hospitalId=: the draft, the latest published version and the history. */
export const formQueryOptions = (api: TApiClient, hospitalId: string, key: string) =>
  queryOptions({
    queryKey: formKeys.detail(hospitalId, key),
    queryFn: () => api.get<TAdminFormDetail>(getFormPath(key), { hospitalId }),
  });

export function useAdminForm(hospitalId: string, key: string) {
  const api = useApi();
  return useQuery(formQueryOptions(api, hospitalId, key));
}
