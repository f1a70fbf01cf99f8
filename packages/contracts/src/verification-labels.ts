// verification's constants and labels, apart from its schemas: a page that shows a label does not
// bring the schemas (and zod) with it (scripts/vite-pure-schemas.ts).
import type { TExclusionSource, TVerificationState } from './verification';

export const VERIFICATION_STATE_LABELS: Record<TVerificationState, string> = {
  pending: 'Pending',
  verified: 'Verified',
  discrepancy: 'Discrepancy',
  'not-applicable': 'Not applicable',
};

export const EXCLUSION_SOURCES = ['oig', 'sam'] as const;

export const EXCLUSION_SOURCE_LABELS: Record<TExclusionSource, string> = {
  oig: 'OIG LEIE',
  sam: 'SAM exclusions',
};
