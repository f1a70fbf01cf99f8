import type { TAdminCountsQuery, TAdminQueueQuery } from '@docapply/contracts';
import { adminApplicationKeys } from '@/lib/query-keys';

/** Query keys of the queue page, among the lists of applications: any change to one reads them again. */
export const queueKeys = {
  page: (query: TAdminQueueQuery) => [...adminApplicationKeys.lists(), 'queue', query] as const,
  counts: (query: TAdminCountsQuery) => [...adminApplicationKeys.lists(), 'counts', query] as const,
  filterOptions: (hospitalId: string) =>
    [...adminApplicationKeys.lists(), 'filter-options', hospitalId] as const,
};
