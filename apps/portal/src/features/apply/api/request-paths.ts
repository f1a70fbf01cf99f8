import type { TRequestKind } from '@docapply/contracts';

/** References live under /references, the covering physician under /alternativeCoverage. */
export const REQUEST_BASE: Record<TRequestKind, string> = {
  reference: '/references',
  coverage: '/alternativeCoverage',
};
