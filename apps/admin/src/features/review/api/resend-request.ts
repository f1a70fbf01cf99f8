import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminResendResponse, TRequestKind } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { reviewKey } from './get-review';

const KIND_PATHS: Record<TRequestKind, string> = { reference: 'references', coverage: 'coverage' };

/** Emails a fresh link to a reference or the covering physician who has not answered yet. */
export function useResendRequest(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, requestId }: { kind: TRequestKind; requestId: string }) =>
      api.post<TAdminResendResponse>(
        `/admin/applications/${encodeURIComponent(applicationId)}/${KIND_PATHS[kind]}/${encodeURIComponent(requestId)}/resend`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey(applicationId) }),
  });
}
