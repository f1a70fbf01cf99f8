import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

type TPersonRowProps = {
  name: string;
  /** Beside the name: what the person is asked as, or where their request stands. */
  chip: ReactNode;
  /** Under the name: how to reach them, and what else the row says. */
  details: ReactNode;
  /** The row's buttons, on the right (under the details on a phone). */
  actions?: ReactNode;
};

/** A person in a list of references and covering physicians: who, as what, and what can be done. */
export function PersonRow({ name, chip, details, actions }: TPersonRowProps) {
  return (
    <Box component="li" sx={{ py: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack
            useFlexGap
            direction="row"
            spacing={3}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            {chip}
          </Stack>
          <Box sx={{ mt: 1 }}>{details}</Box>
        </Box>
        {actions ? (
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', flexShrink: 0, flexWrap: 'wrap' }}
          >
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
