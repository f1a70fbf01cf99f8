import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPreviousRequestPeople,
  TReferenceRequest,
  TSendRequestsBody,
  TSentRequests,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { applicationKeys } from '@/lib/query-keys';
import { applyKeys } from './apply-keys';
import { withRequest } from './with-request';

const NOBODY: TPreviousRequestPeople = { references: [], coverage: null };

export const getPreviousPeopleQueryOptions = (api: TApiClient, applicationId: string) =>
  queryOptions({
    queryKey: applyKeys.previousPeople(applicationId),
    queryFn: () => api.get<TPreviousRequestPeople>('/references/previous', { applicationId }),
  });

/**
 * GET /references/previous: on a reappointment, the references and covering physician of the
 * approved application it renews, while nobody is asked for it yet. Read only when `isOffered`.
 */
export function usePreviousPeople(applicationId: string, isOffered: boolean) {
  const api = useApi();
  const query = useQuery({ ...getPreviousPeopleQueryOptions(api, applicationId), enabled: isOffered });
  useReportQueryError(query.error);
  return query;
}

type TSendPeople = Omit<TSendRequestsBody, 'applicationId'>;

/**
 * POST /references/batch asks everyone at once (all or nobody). The requests it answers go into
 * the lists below; nobody is offered any more; the status report, which counts them, is read again.
 */
export function useSendPeople(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (people: TSendPeople) =>
      api.post<TSentRequests, TSendRequestsBody>('/references/batch', { applicationId, ...people }),
    onSuccess: (sent) => {
      const add = (kind: 'reference' | 'coverage', request: TReferenceRequest) =>
        queryClient.setQueryData<TReferenceRequest[]>(
          applyKeys.requests(kind, applicationId),
          withRequest(request),
        );
      sent.references.forEach((request) => add('reference', request));
      if (sent.coverage) {
        add('coverage', sent.coverage);
      }
      queryClient.setQueryData(applyKeys.previousPeople(applicationId), NOBODY);
      return queryClient.invalidateQueries({ queryKey: applicationKeys.statusReport(applicationId) });
    },
  });
}
