import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOutboxMailDetail } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/**
 * POST /platform/outbox/{id}/resend: a failed message is queued again with a new retry window. The
 * answer is the message as it is now; the pages of the outbox, which list it, are read again.
 */
export function useResendOutboxMail() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<TOutboxMailDetail>(`/platform/outbox/${encodeURIComponent(id)}/resend`),
    onSuccess: (mail, id) => {
      queryClient.setQueryData(platformKeys.outboxMail(id), mail);
      return queryClient.invalidateQueries({ queryKey: platformKeys.outboxPages() });
    },
  });
}
