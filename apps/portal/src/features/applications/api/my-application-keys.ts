import { applicationKeys } from '@/lib/query-keys';
import type { TApplicationSearch } from './search-applications';

/**
 * Query keys of My applications: its lists under `applicationKeys.lists()` (a change heard live
 * reads them again), an application's changes under the applications' root (a save marks them stale).
 */
export const myApplicationKeys = {
  mine: () => [...applicationKeys.lists(), 'mine'] as const,
  search: (search: TApplicationSearch) => [...applicationKeys.lists(), 'search', search] as const,
  changes: (applicationId: string) => [...applicationKeys.all, 'changes', applicationId] as const,
};
