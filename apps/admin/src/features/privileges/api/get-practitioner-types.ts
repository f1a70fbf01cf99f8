import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPractitionerTypeList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';

const getPractitionerTypesQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: ['practitioner-types'] as const,
    queryFn: () => api.get<TPractitionerTypeList>('/practitioner-types').then((result) => result.data),
    staleTime: 5 * 60_000,
  });

/** GET /practitioner-types: the types a privilege may be offered to (the active ones, in order). */
export function usePractitionerTypes() {
  const api = useApi();
  return useQuery(getPractitionerTypesQueryOptions(api));
}
