import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExclusionListUrl, TExclusionLists, TExclusionSource } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { exclusionListKeys } from './exclusion-list-keys';

type TVariables = { source: TExclusionSource; body: TExclusionListUrl };

/** PUT /platform/exclusion-lists/{source}: the address the monthly job downloads from (null: upload only). */
export function useUpdateExclusionUrl() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, body }: TVariables) =>
      api.put<TExclusionLists, TExclusionListUrl>(
        `/platform/exclusion-lists/${encodeURIComponent(source)}`,
        body,
      ),
    onSuccess: (lists) => queryClient.setQueryData(exclusionListKeys.all, lists),
  });
}
