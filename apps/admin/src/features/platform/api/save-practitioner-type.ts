import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreatePractitionerTypeRequest,
  TPractitionerType,
  TUpdatePractitionerTypeRequest,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { practitionerTypeKeys } from '@/lib/query-keys';

/** POST /platform/practitioner-types: a new type (its code never changes). */
export function useCreatePractitionerType() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePractitionerTypeRequest) =>
      api.post<TPractitionerType, TCreatePractitionerTypeRequest>('/platform/practitioner-types', body),
    // The pickers (privileges, forms) read the active list under the same root.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practitionerTypeKeys.all }),
  });
}

type TUpdateVariables = { code: string; body: TUpdatePractitionerTypeRequest };

/**
 * PUT /platform/practitioner-types/{code}: renames, regroups, retires or restores. The body is
 * the whole type: a value left out would go back to its default.
 */
export function useUpdatePractitionerType() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: TUpdateVariables) =>
      api.put<TPractitionerType, TUpdatePractitionerTypeRequest>(
        `/platform/practitioner-types/${encodeURIComponent(code)}`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practitionerTypeKeys.all }),
  });
}
