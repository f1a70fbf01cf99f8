import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPractitionerTypeList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { practitionerTypeKeys } from '@/lib/query-keys';

const practitionerTypesQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: practitionerTypeKeys.active(),
    queryFn: () => api.get<TPractitionerTypeList>('/practitioner-types').then((result) => result.data),
    staleTime: 5 * 60_000,
  });

/** GET /practitioner-types: the types a privilege or a form may be for (the active ones, in order). */
export function usePractitionerTypes() {
  const api = useApi();
  return useQuery(practitionerTypesQueryOptions(api));
}
