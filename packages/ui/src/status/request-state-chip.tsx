import Chip from '@mui/material/Chip';
import type { TRequestState } from '@docapply/contracts';

type TChipLook = { label: string; color?: string };

/** Filled colours dark enough for white text (WCAG AA); `sent` is a plain outlined chip. */
function getLook(state: TRequestState): TChipLook {
  switch (state) {
    case 'sent':
      return { label: 'Sent' };
    case 'opened':
      return { label: 'Opened', color: '#01579B' };
    case 'completed':
      return { label: 'Completed', color: '#2E7D32' };
    case 'declined':
      return { label: 'Declined', color: '#C62828' };
    case 'expired':
      return { label: 'Expired', color: '#B45309' };
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** Where a reference or coverage request stands. */
export function RequestStateChip({ state }: { state: TRequestState }) {
  const { label, color } = getLook(state);
  return color ? (
    <Chip label={label} size="small" sx={{ bgcolor: color, color: '#fff', fontWeight: 600 }} />
  ) : (
    <Chip label={label} size="small" variant="outlined" />
  );
}
