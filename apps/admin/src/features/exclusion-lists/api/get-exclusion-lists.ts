import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExclusionLists } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { exclusionListKeys } from './exclusion-list-keys';

/** GET /platform/exclusion-lists: each source's download address, current list and imports. */
export const exclusionListsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: exclusionListKeys.all,
    queryFn: () => api.get<TExclusionLists>('/platform/exclusion-lists'),
  });

export function useExclusionLists() {
  const api = useApi();
  return useQuery(exclusionListsQueryOptions(api));
}
