import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPractitionerTypeList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { practitionerTypeKeys } from '@/lib/query-keys';

const getPractitionerTypesQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: practitionerTypeKeys.all(),
    queryFn: () => api.get<TPractitionerTypeList>('/practitioner-types').then((result) => result.data),
    staleTime: Infinity,
  });

/**
 * The active types a practitioner may register as or change to (public). Until it answers, or if it
 * fails, the register form offers the default, Physician, alone: registering never waits on this list.
 */
export function usePractitionerTypes({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...getPractitionerTypesQueryOptions(api), enabled: isEnabled });
}
