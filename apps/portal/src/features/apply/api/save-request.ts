import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateRequestBody,
  TReferenceRequest,
  TRequestKind,
  TRequestPerson,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { REQUEST_BASE, requestsQueryKey } from './request-paths';

type TSaveRequestVariables = { person: TRequestPerson; replaceId?: string };

/**
 * POST /references (or /alternativeCoverage) names a person and emails them; PUT .../{id}
 * replaces the person of a request (a new link, the old one stops working).
 */
export function useSaveRequest(kind: TRequestKind, applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ person, replaceId }: TSaveRequestVariables) =>
      replaceId
        ? api.put<TReferenceRequest, TRequestPerson>(
            `${REQUEST_BASE[kind]}/${encodeURIComponent(replaceId)}`,
            person,
          )
        : api.post<TReferenceRequest, TCreateRequestBody>(REQUEST_BASE[kind], { ...person, applicationId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestsQueryKey(kind, applicationId) }),
        queryClient.invalidateQueries({ queryKey: ['formsResponse', 'status', applicationId] }),
      ]),
  });
}
