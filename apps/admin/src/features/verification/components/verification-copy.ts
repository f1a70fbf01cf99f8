import type { TVerificationKind, TVerificationState } from '@docapply/contracts';

/**
 * The state chips' colours: filled, dark enough for white text (WCAG AA, as the status chips), and
 * Pending a plain outlined chip, like a request that is only sent. The state is always in words.
 */
export const STATE_COLORS: Record<TVerificationState, string | null> = {
  pending: null,
  verified: '#2E7D32',
  discrepancy: '#C62828',
  'not-applicable': '#616161',
};

/** The text colour of a warning on white (the product's amber reads at 5:1; MUI's orange does not). */
export const AMBER = '#B45309';
export const RED = '#C62828';

/** What "Record verification" offers as the source when the item has none yet. */
export const DEFAULT_SOURCES: Record<TVerificationKind, string> = {
  npi: 'NPPES NPI Registry',
  licence: 'State medical board',
  dea: 'DEA Diversion Control Division',
  board: 'Certifying board',
  education: 'Medical school or training program',
  malpractice: 'Malpractice insurance carrier',
  oig: 'OIG LEIE',
  sam: 'SAM.gov exclusions',
  certification: 'National certifying body (AANP, ANCC or NCCPA)',
  prescriptive: 'State board or DEA',
  custom: '',
};

/** The words of an item's link to its official look-up page. */
export const LOOKUP_LABELS: Record<TVerificationKind, string> = {
  npi: 'Look up in the NPPES NPI Registry',
  licence: 'Look up at the state board',
  dea: 'Look up at the DEA',
  board: 'Look up at the certifying board',
  education: 'Look up at the school',
  malpractice: 'Look up at the carrier',
  oig: 'Look up in the OIG LEIE',
  sam: 'Look up at SAM.gov',
  certification: 'Look up at the certifying body',
  prescriptive: 'Look up at the state board',
  custom: 'Look up at the source',
};

/** The product's check text: "✓ Matches" / "✗ Does not match" (a sign and words, never colour alone). */
export function describeMatch(matches: boolean): string {
  return matches ? '✓ Matches' : '✗ Does not match';
}
