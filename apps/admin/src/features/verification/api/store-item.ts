import type { QueryClient } from '@tanstack/react-query';
import type { TApplicationVerification, TVerificationItem } from '@docapply/contracts';
import { ADMIN_APPLICATIONS_KEY } from '@/lib/query-keys';
import { verificationKey } from './get-verification';

/**
 * After a write: the item the server answered replaces its old self at once, then everything about
 * the application is read again: the checklist's progress, the review's finalise rule, the queue's
 * progress column and the audit trail all follow from it.
 */
export async function storeItem(queryClient: QueryClient, applicationId: string, item: TVerificationItem) {
  queryClient.setQueryData<TApplicationVerification>(verificationKey(applicationId), (current) =>
    current ? { ...current, items: current.items.map((old) => (old.id === item.id ? item : old)) } : current,
  );
  await queryClient.invalidateQueries({ queryKey: ADMIN_APPLICATIONS_KEY });
}

/** After a screening is resolved the server answers the whole checklist. */
export async function storeVerification(
  queryClient: QueryClient,
  applicationId: string,
  verification: TApplicationVerification,
) {
  queryClient.setQueryData(verificationKey(applicationId), verification);
  await queryClient.invalidateQueries({ queryKey: ADMIN_APPLICATIONS_KEY });
}
