import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminFormList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { formKeys } from './form-keys';

/** GET /admin/forms?hospitalId=: the hospital's forms with their versions, draft and usage. */
export const formsQueryOptions = (api: TApiClient, hospitalId: string) =>
  queryOptions({
    queryKey: formKeys.list(hospitalId),
    queryFn: () => api.get<TAdminFormList>('/admin/forms', { hospitalId }).then((result) => result.data),
  });

/** The list of a hospital's forms; waits while no hospital is chosen yet. */
export function useForms(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({ ...formsQueryOptions(api, hospitalId ?? ''), enabled: Boolean(hospitalId) });
}
