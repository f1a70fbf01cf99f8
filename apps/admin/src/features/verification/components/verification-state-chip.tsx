import { Chip } from '@mui/material';
import { VERIFICATION_STATE_LABELS, type TVerificationState } from '@docapply/contracts';
import { STATE_COLORS } from './verification-copy';

/** Where an item stands: Pending, Verified, Discrepancy or Not applicable. */
export function VerificationStateChip({ state }: { state: TVerificationState }) {
  const label = VERIFICATION_STATE_LABELS[state];
  const color = STATE_COLORS[state];
  return color ? (
    <Chip label={label} size="small" sx={{ bgcolor: color, color: '#fff', fontWeight: 600 }} />
  ) : (
    <Chip label={label} size="small" variant="outlined" sx={{ fontWeight: 600 }} />
  );
}
