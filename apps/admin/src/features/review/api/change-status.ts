import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminApplicationReview, TAdminStatusChangeRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { ADMIN_APPLICATIONS_KEY } from '@/lib/query-keys';
import { reviewKey } from './get-review';

/**
 * A decision (in review, request information, finalise, approve, reject) with an optional note.
 * The answer is the updated review; the queue and counts are refreshed behind it.
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
      queryClient.setQueryData(reviewKey(applicationId), review);
      await queryClient.invalidateQueries({ queryKey: ADMIN_APPLICATIONS_KEY });
    },
  });
}
