import type { QueryClient } from '@tanstack/react-query';
import type { TApplicationVerification, TVerificationItem } from '@docapply/contracts';
import { adminApplicationKeys, allBut } from '@/lib/query-keys';
import { verificationKeys } from './verification-keys';

/**
 * After a write on one item: the item the server answered replaces its old self at once, then
 * everything about the application is read again, the checklist too: its progress is the
 * server's count, which the item alone does not give; the review's finalise rule, the item's
 * record, the queue's progress column and the audit trail all follow from it.
 */
export async function storeItem(queryClient: QueryClient, applicationId: string, item: TVerificationItem) {
  queryClient.setQueryData<TApplicationVerification>(verificationKeys.checklist(applicationId), (current) =>
    current ? { ...current, items: current.items.map((old) => (old.id === item.id ? item : old)) } : current,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminApplicationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: adminApplicationKeys.application(applicationId) }),
  ]);
}

/**
 * After a screening is resolved the server answers the whole checklist: it is shown as answered,
 * and only what follows from it (the review, the audit trail, the queue) is read again.
 */
export async function storeVerification(
  queryClient: QueryClient,
  applicationId: string,
  verification: TApplicationVerification,
) {
  const checklist = verificationKeys.checklist(applicationId);
  queryClient.setQueryData(checklist, verification);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminApplicationKeys.lists() }),
    queryClient.invalidateQueries(allBut(adminApplicationKeys.application(applicationId), checklist)),
  ]);
}
