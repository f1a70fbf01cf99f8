import type { TAdminExpiringQuery } from '@docapply/contracts';
import { adminApplicationKeys } from '@/lib/query-keys';

/**
 * Query keys of the expiring documents, among the lists of applications: a doctor's renewal heard
 * live (or any change to an application) reads the list again.
 */
export const expiringKeys = {
  list: (query: TAdminExpiringQuery) => [...adminApplicationKeys.lists(), 'expiring', query] as const,
};
