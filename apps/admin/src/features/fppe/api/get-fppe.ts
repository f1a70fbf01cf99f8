import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAddFppeEvaluatorRequest,
  TAdjustFppePlanRequest,
  TConcludeFppeRequest,
  TFppeDetail,
  TFppeReferralDecisionRequest,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { fppeKeys, fppePath } from './fppe-keys';

/** GET /admin/fppe/{id}: the plan, evaluators, evaluations, trigger and conclusion. */
export function useFppe(id: string) {
  const api = useApi();
  return useQuery({ queryKey: fppeKeys.detail(id), queryFn: () => api.get<TFppeDetail>(fppePath(id)) });
}

/** A change to one FPPE; each answers with the FPPE as it now stands. */
export type TFppeChange =
  | { kind: 'plan'; body: TAdjustFppePlanRequest }
  | { kind: 'add-evaluator'; body: TAddFppeEvaluatorRequest }
  | { kind: 'resend'; evaluatorId: string }
  | { kind: 'remove-evaluator'; evaluatorId: string }
  | { kind: 'conclude'; body: TConcludeFppeRequest }
  | { kind: 'decide-referral'; body: TFppeReferralDecisionRequest };

function sendChange(api: TApiClient, id: string, change: TFppeChange): Promise<TFppeDetail> {
  switch (change.kind) {
    case 'plan':
      return api.put(fppePath(id, '/plan'), change.body);
    case 'add-evaluator':
      return api.post(fppePath(id, '/evaluators'), change.body);
    case 'resend':
      return api.post(fppePath(id, `/evaluators/${encodeURIComponent(change.evaluatorId)}/resend`), {});
    case 'remove-evaluator':
      return api.del(fppePath(id, `/evaluators/${encodeURIComponent(change.evaluatorId)}`));
    case 'conclude':
      // Signed: it may answer 403 STEP_UP_REQUIRED (hooks/use-signature.tsx asks and sends again).
      return api.post(fppePath(id, '/conclude'), change.body);
    case 'decide-referral':
      // Signed too.
      return api.post(fppePath(id, '/referral-decision'), change.body);
  }
}

/** The answer goes in the FPPE's cache; the lists (progress, due date, state) are read again. */
export function useChangeFppe(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TFppeChange) => sendChange(api, id, change),
    onSuccess: (detail) => {
      queryClient.setQueryData(fppeKeys.detail(id), detail);
      return queryClient.invalidateQueries({ queryKey: fppeKeys.lists() });
    },
  });
}
