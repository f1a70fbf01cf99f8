import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPractitionerTypeList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';

const practitionerTypeKeys = { all: () => ['practitioner-types'] as const };

const getPractitionerTypesQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: practitionerTypeKeys.all(),
    queryFn: () => api.get<TPractitionerTypeList>('/practitioner-types').then((result) => result.data),
    staleTime: Infinity,
  });

/**
 * The types a practitioner may register as (public). Until it answers, or if it fails, the form
 * offers the default, Physician, alone: registering never waits on this list.
 */
export function usePractitionerTypes() {
  const api = useApi();
  return useQuery(getPractitionerTypesQueryOptions(api));
}
