import { useId } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { TApplicationVerification } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';

type TVerificationProgressProps = Pick<TApplicationVerification, 'done' | 'total' | 'validDays'>;

/** "6 of 11 verified" (not applicable counts as done) and how long the hospital keeps a verification valid. */
export function VerificationProgress({ done, total, validDays }: TVerificationProgressProps) {
  const labelId = useId();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {`${done} of ${total} verified`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={labelId}
        sx={{ height: 8, borderRadius: 4, my: 2 }}
      />
      <Typography variant="body2" color="text.secondary">
        {`Verifications stay valid for ${formatCount(validDays, 'day')} before the decision.`}
      </Typography>
    </Box>
  );
}
