import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOutboxMailDetail } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { PLATFORM_KEYS } from './platform-keys';

/** POST /platform/outbox/{id}/resend: a failed message is queued again with a new retry window. */
export function useResendOutboxMail() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<TOutboxMailDetail>(`/platform/outbox/${encodeURIComponent(id)}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLATFORM_KEYS.outbox }),
  });
}
