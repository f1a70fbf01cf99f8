import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPractitionerTypeList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { practitionerTypeKeys } from '@/lib/query-keys';

/** GET /platform/practitioner-types: every type, retired ones too, in the lists' order. */
const platformPractitionerTypesQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: practitionerTypeKeys.platform(),
    queryFn: () =>
      api.get<TPractitionerTypeList>('/platform/practitioner-types').then((result) => result.data),
  });

export function usePlatformPractitionerTypes() {
  const api = useApi();
  return useQuery(platformPractitionerTypesQueryOptions(api));
}
