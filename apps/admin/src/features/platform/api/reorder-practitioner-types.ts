import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TPractitionerType,
  TPractitionerTypeList,
  TReorderPractitionerTypesRequest,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { allBut, practitionerTypeKeys } from '@/lib/query-keys';

/**
 * POST /platform/practitioner-types/reorder: the whole list in its new order. The page shows the
 * new order at once (so focus can follow the moved row); a refusal puts the server's order back.
 */
export function useReorderPractitionerTypes() {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = practitionerTypeKeys.platform();
  return useMutation({
    mutationFn: (codes: string[]) =>
      api
        .post<TPractitionerTypeList, TReorderPractitionerTypesRequest>(
          '/platform/practitioner-types/reorder',
          {
            codes,
          },
        )
        .then((result) => result.data),
    onMutate: async (codes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TPractitionerType[]>(key);
      if (previous) {
        const byCode = new Map(previous.map((type) => [type.code, type]));
        const moved = codes.flatMap((code) => byCode.get(code) ?? []);
        queryClient.setQueryData<TPractitionerType[]>(key, moved);
      }
      return { previous };
    },
    onError: (_error, _codes, context) => {
      if (context?.previous) {
        queryClient.setQueryData(key, context.previous);
      }
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (types) => {
      queryClient.setQueryData(key, types);
      return queryClient.invalidateQueries(allBut(practitionerTypeKeys.all, key));
    },
  });
}
