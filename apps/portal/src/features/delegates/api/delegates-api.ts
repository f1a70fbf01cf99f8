import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDelegate,
  TDelegateList,
  TInviteDelegateRequest,
  TInviteDelegateResponse,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { delegateKeys } from './delegate-keys';

export const getDelegatesQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: delegateKeys.list(),
    queryFn: () => api.get<TDelegateList>('/delegates').then((result) => result.data),
  });

/** GET /delegates: the doctor's delegates, revoked ones too. */
export function useDelegates() {
  const api = useApi();
  const query = useQuery(getDelegatesQueryOptions(api));
  useReportQueryError(query.error);
  return query;
}

/**
 * POST /delegates: emails the person an invitation (or word that they were added). The list is
 * read again: an invitation may add a row or renew one, which the server orders.
 */
export function useInviteDelegate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteDelegateRequest) =>
      api.post<TInviteDelegateResponse, TInviteDelegateRequest>('/delegates', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delegateKeys.list() }),
  });
}

/** DELETE /delegates/:id: the delegate's access ends at once; the answer takes their row's place. */
export function useRevokeDelegate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.del<TDelegate>(`/delegates/${encodeURIComponent(id)}`),
    onSuccess: (revoked) =>
      queryClient.setQueryData<TDelegate[]>(delegateKeys.list(), (delegates) =>
        delegates?.map((delegate) => (delegate.id === revoked.id ? revoked : delegate)),
      ),
  });
}
