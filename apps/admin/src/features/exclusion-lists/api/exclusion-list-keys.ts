import type { TExclusionSource } from '@docapply/contracts';

/** Keys of the exclusion lists page: every write on it answers with, or changes, its one read. */
export const exclusionListKeys = {
  all: ['exclusion-lists'] as const,
  /** The mutation key of both ways to import a list (upload, download): one running blocks the other. */
  import: (source: TExclusionSource) => [...exclusionListKeys.all, 'import', source] as const,
};
