import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TApplicationStatus } from '@docapply/contracts';
import { StatusChip } from './status-chip';

/** Under an application's heading: its status chip and, beside it, its dates. */
export function StatusLine({ status, children }: { status: TApplicationStatus; children: ReactNode }) {
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={3}
      sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}
    >
      <StatusChip status={status} size="medium" />
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Stack>
  );
}
