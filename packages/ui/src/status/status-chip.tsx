import Chip, { type ChipProps } from '@mui/material/Chip';
import { STATUS_COLORS, type TApplicationStatus } from '@docapply/contracts';
import { useStatusWords } from './status-words';

export type TStatusChipProps = { status: TApplicationStatus; size?: ChipProps['size'] };

/** An application's status in the spec's colours (draft grey, applied blue, ...). */
export function StatusChip({ status, size = 'small' }: TStatusChipProps) {
  const color = STATUS_COLORS[status];
  const statusLabel = useStatusWords();
  return (
    <Chip
      label={statusLabel(status)}
      size={size}
      sx={{ bgcolor: color, color: '#fff', fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
