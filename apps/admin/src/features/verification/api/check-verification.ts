import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerificationItem } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { verificationPath } from './get-verification';
import { storeItem } from './store-item';

/**
 * POST …/verification/{itemId}/check: the system asks the source itself (the NPI item: the NPPES
 * registry). A registry that does not answer is not an error: the item comes back with `lastError`.
 */
export function useCheckVerification(applicationId: string, itemId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TVerificationItem>(verificationPath(applicationId, itemId, 'check')),
    onSuccess: (item) => storeItem(queryClient, applicationId, item),
  });
}
