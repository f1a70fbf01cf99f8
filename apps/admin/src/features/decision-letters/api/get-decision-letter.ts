import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDecisionLetter } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { decisionLetterKeys, getDecisionLetterPath } from './decision-letter-keys';

/** GET /admin/applications/{id}/decision-letter: null until the board has decided. */
export function decisionLetterQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: decisionLetterKeys.letter(applicationId),
    queryFn: () => api.get<TDecisionLetter | null>(getDecisionLetterPath(applicationId)),
  });
}

export function useDecisionLetter(applicationId: string) {
  const api = useApi();
  return useQuery(decisionLetterQueryOptions(api, applicationId));
}
