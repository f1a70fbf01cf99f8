import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEvaluationLinkView, TRecordEvaluationRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { fppeKeys } from './fppe-keys';

/** GET /fppe-evaluations/link: the evaluator's FPPE, their own evaluations and the form (no sign-in). */
export function useEvaluationLink(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: fppeKeys.link(token),
    queryFn: () => api.get<TEvaluationLinkView>('/fppe-evaluations/link', { token }),
    enabled: token !== '',
  });
}

/** POST /fppe-evaluations: one signed case; the page is read again (cases recorded, their own list). */
export function useRecordEvaluation(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRecordEvaluationRequest) =>
      api.post<{ message: string }, TRecordEvaluationRequest>('/fppe-evaluations', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fppeKeys.link(token) }),
  });
}
