import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExclusionLists, TExclusionSource } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';

/** Every write on the page answers with, or changes, this one read. */
export const EXCLUSION_LISTS_KEY = ['platform', 'exclusion-lists'] as const;

/** The key of both ways to import a list (upload, download): one running blocks the other. */
export const exclusionImportKey = (source: TExclusionSource) =>
  [...EXCLUSION_LISTS_KEY, 'import', source] as const;

/** GET /platform/exclusion-lists: each source's download address, current list and imports. */
export const exclusionListsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: EXCLUSION_LISTS_KEY,
    queryFn: () => api.get<TExclusionLists>('/platform/exclusion-lists'),
  });

export function useExclusionLists() {
  const api = useApi();
  return useQuery(exclusionListsQueryOptions(api));
}
