import { Box, Typography } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import type { TAdminQueueItem } from '@docapply/contracts';
import { VisuallyHidden, formatCount } from '@docapply/ui';

/** A row's red flags: the number beside a flag in the error colour, read out as "2 red flags". */
export function FlagCount({ count }: { count: number }) {
  if (count === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        <span aria-hidden>—</span>
        <VisuallyHidden>No red flags</VisuallyHidden>
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'error.main' }}>
      <FlagIcon fontSize="small" aria-hidden />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        <span aria-hidden>{count}</span>
        <VisuallyHidden>{formatCount(count, 'red flag')}</VisuallyHidden>
      </Typography>
    </Box>
  );
}

/** Who the application is assigned to, or "Unassigned". */
export function AssigneeName({ assignee }: { assignee: TAdminQueueItem['assignee'] }) {
  return assignee ? (
    <>{assignee.name}</>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      Unassigned
    </Typography>
  );
}
