import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateRequestBody,
  TReferenceRequest,
  TRequestKind,
  TRequestPerson,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';
import { applyKeys } from './apply-keys';
import { REQUEST_BASE } from './request-paths';
import { withRequest } from './with-request';

type TSaveRequestVariables = { person: TRequestPerson; replaceId?: string };

/**
 * POST /references (or /alternativeCoverage) names a person and emails them; PUT .../{id}
 * replaces the person of a request (a new link, the old one stops working). The answer is the
 * request as it is now and goes into the list; the status report, which counts them, is read again.
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
    onSuccess: (request) => {
      queryClient.setQueryData<TReferenceRequest[]>(
        applyKeys.requests(kind, applicationId),
        withRequest(request),
      );
      return queryClient.invalidateQueries({ queryKey: applicationKeys.statusReport(applicationId) });
    },
  });
}
