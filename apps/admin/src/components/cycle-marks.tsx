import { Box, Chip, Stack, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { TAdminQueueItem } from '@docapply/contracts';
import { formatDay } from '@docapply/ui';

/** Marks a reappointment (issue 14) in the queue and on the review. */
export function ReappointmentChip() {
  return <Chip label="Reappointment" size="small" variant="outlined" color="primary" />;
}

/** An appointment that lapsed without a decision: an icon and words in the error colour, not colour alone. */
export function LapsedMark({ endedOn }: { endedOn: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'error.main' }}>
      <EventBusyIcon fontSize="small" aria-hidden />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        Appointment lapsed {formatDay(endedOn)}
      </Typography>
    </Box>
  );
}

/** A queue row's marks: a reappointment's chip, an appointment that lapsed without a decision; nothing otherwise. */
export function CycleMarks({ row }: { row: Pick<TAdminQueueItem, 'kind' | 'lapsedOn'> }) {
  const isReappointment = row.kind === 'reappointment';
  if (!isReappointment && !row.lapsedOn) {
    return null;
  }
  return (
    <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
      {isReappointment ? <ReappointmentChip /> : null}
      {row.lapsedOn ? <LapsedMark endedOn={row.lapsedOn} /> : null}
    </Stack>
  );
}
