import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminApplicationReview,
  TAdminRequest,
  TAdminResendResponse,
  TRequestKind,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { adminApplicationKeys, allBut } from '@/lib/query-keys';
import { reviewKeys } from './review-keys';

const KIND_PATHS: Record<TRequestKind, string> = { reference: 'references', coverage: 'coverage' };

/** The review with `request` in place of the one it replaces (same id). */
function withRequest(review: TAdminApplicationReview, request: TAdminRequest): TAdminApplicationReview {
  return {
    ...review,
    references: review.references.map((old) => (old.id === request.id ? request : old)),
    coverage: review.coverage?.id === request.id ? request : review.coverage,
  };
}

/**
 * Emails a fresh link to a reference or the covering physician who has not answered yet. The
 * answer is the request as it is now, shown at once; the review's parts (its audit trail records
 * the resend) are read again.
 */
export function useResendRequest(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, requestId }: { kind: TRequestKind; requestId: string }) =>
      api.post<TAdminResendResponse>(
        `/admin/applications/${encodeURIComponent(applicationId)}/${KIND_PATHS[kind]}/${encodeURIComponent(requestId)}/resend`,
      ),
    onSuccess: ({ data }) => {
      const detail = reviewKeys.detail(applicationId);
      queryClient.setQueryData<TAdminApplicationReview>(detail, (review) =>
        review ? withRequest(review, data) : review,
      );
      return queryClient.invalidateQueries(allBut(adminApplicationKeys.application(applicationId), detail));
    },
  });
}
