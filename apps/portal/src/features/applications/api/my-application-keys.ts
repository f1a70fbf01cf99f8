import { applicationKeys } from '@/lib/query-keys';
import type { TApplicationSearch } from './search-applications';

/**
 * Query keys of My applications: its lists under `applicationKeys.lists()` (a change heard live
 * reads them again), an application's changes and decision letter under the applications' root (a
 * save or a change heard live marks them stale).
 */
export const myApplicationKeys = {
  mine: () => [...applicationKeys.lists(), 'mine'] as const,
  search: (search: TApplicationSearch) => [...applicationKeys.lists(), 'search', search] as const,
  changes: (applicationId: string) => [...applicationKeys.all, 'changes', applicationId] as const,
  decisionLetter: (applicationId: string) =>
    [...applicationKeys.all, 'decision-letter', applicationId] as const,
};
