import { adminApplicationKeys } from '@/lib/query-keys';

/**
 * Query keys of the checklist, under its application (`adminApplicationKeys.application`): a
 * decision or a change heard live reads it again with the review.
 */
export const verificationKeys = {
  checklist: (applicationId: string) =>
    [...adminApplicationKeys.application(applicationId), 'verification'] as const,
  /** Under the checklist's key: a write that reads the checklist again reads the item's record too. */
  record: (applicationId: string, itemId: string) =>
    [...verificationKeys.checklist(applicationId), 'record', itemId] as const,
};
