import { Chip } from '@mui/material';
import { LOW_VOLUME_TEXT, OPPE_FLAG_LABELS, type TOppeFlag } from '@docapply/contracts';

/** Why a value stands out: past a threshold (error), or too few cases to judge (warning). */
export function FlagChip({ flag }: { flag: TOppeFlag | null }) {
  if (flag === null) {
    return <Chip size="small" color="success" variant="outlined" label="Within thresholds" />;
  }
  return (
    <Chip
      size="small"
      color={flag === 'low-volume' ? 'warning' : 'error'}
      label={OPPE_FLAG_LABELS[flag]}
      title={flag === 'low-volume' ? LOW_VOLUME_TEXT : undefined}
    />
  );
}
