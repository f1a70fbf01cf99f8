import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDecisionLetter } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { decisionLetterKeys, getDecisionLetterPath } from './decision-letter-keys';

/** POST /admin/applications/{id}/decision-letter/send: its answer is the letter, now sent. */
export function useSendDecisionLetter(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TDecisionLetter>(`${getDecisionLetterPath(applicationId)}/send`),
    onSuccess: (letter) => {
      queryClient.setQueryData(decisionLetterKeys.letter(applicationId), letter);
    },
  });
}
