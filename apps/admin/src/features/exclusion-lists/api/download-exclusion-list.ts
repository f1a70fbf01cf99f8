import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExclusionImport, TExclusionSource } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { EXCLUSION_LISTS_KEY, exclusionImportKey } from './get-exclusion-lists';

/** POST /platform/exclusion-lists/{source}/download: fetches the list from its address now and imports it. */
export function useDownloadExclusionList(source: TExclusionSource) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: exclusionImportKey(source),
    mutationFn: () =>
      api.post<TExclusionImport>(`/platform/exclusion-lists/${encodeURIComponent(source)}/download`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXCLUSION_LISTS_KEY }),
  });
}
