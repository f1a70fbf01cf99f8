import { Typography } from '@mui/material';
import type { TAdminQueueItem } from '@docapply/contracts';
import { formatDay } from '@docapply/ui';

/** Where a file waits in the hospital's decision route, and since when; nothing outside a route. */
export function RouteStepMark({ row }: { row: Pick<TAdminQueueItem, 'routeStep'> }) {
  if (!row.routeStep) {
    return null;
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      At {row.routeStep.name} since {formatDay(row.routeStep.since)}
    </Typography>
  );
}
