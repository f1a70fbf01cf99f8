import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminApplicationReview, TAdminStatusChangeRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { adminApplicationKeys, allBut } from '@/lib/query-keys';
import { reviewKeys } from './review-keys';

/**
 * A decision (in review, request information, finalise, approve, reject) with an optional note.
 * The answer is the updated review, shown as it is; the queue and counts, and the review's parts
 * (its audit trail records the decision), are read again behind it.
 */
export function useChangeStatus(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminStatusChangeRequest) =>
      api.post<TAdminApplicationReview, TAdminStatusChangeRequest>(
        `/admin/applications/${encodeURIComponent(applicationId)}/status`,
        body,
      ),
    onSuccess: async (review) => {
      const detail = reviewKeys.detail(applicationId);
      queryClient.setQueryData(detail, review);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminApplicationKeys.lists() }),
        queryClient.invalidateQueries(allBut(adminApplicationKeys.application(applicationId), detail)),
      ]);
    },
  });
}
