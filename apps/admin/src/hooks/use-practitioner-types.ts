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

/** The names of `codes`, in the lists' order; a retired or unknown code is shown as it is. */
export function usePractitionerTypeNames(): (codes: readonly string[]) => string[] {
  const types = usePractitionerTypes().data ?? [];
  return (codes) => [
    ...types.filter((type) => codes.includes(type.code)).map((type) => type.name),
    ...codes.filter((code) => !types.some((type) => type.code === code)),
  ];
}
