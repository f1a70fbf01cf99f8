import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExclusionImport, TExclusionSource } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { exclusionListKeys } from './exclusion-list-keys';

/** POST /platform/exclusion-lists/{source}/download: fetches the list from its address now and imports it. */
export function useDownloadExclusionList(source: TExclusionSource) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: exclusionListKeys.import(source),
    mutationFn: () =>
      api.post<TExclusionImport>(`/platform/exclusion-lists/${encodeURIComponent(source)}/download`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exclusionListKeys.all }),
  });
}
