import { Chip } from '@mui/material';
import type { TRequestState } from '@docapply/contracts';

type TChipLook = { label: string; color: 'default' | 'info' | 'success' | 'warning' | 'error' };

function getLook(state: TRequestState): TChipLook {
  switch (state) {
    case 'sent':
      return { label: 'Sent', color: 'default' };
    case 'opened':
      return { label: 'Opened', color: 'info' };
    case 'completed':
      return { label: 'Completed', color: 'success' };
    case 'declined':
      return { label: 'Declined', color: 'error' };
    case 'expired':
      return { label: 'Expired', color: 'warning' };
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** Where a reference or coverage request stands; the doctor never sees the answers themselves. */
export function RequestStateChip({ state }: { state: TRequestState }) {
  const { label, color } = getLook(state);
  return (
    <Chip label={label} color={color} size="small" variant={color === 'default' ? 'outlined' : 'filled'} />
  );
}
