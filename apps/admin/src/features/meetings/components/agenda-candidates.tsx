import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatDay } from '@docapply/ui';
import { ErrorState, LoadingState } from '@/components/page-states';
import type { TMeetingChange } from '../api/change-meeting';
import { useAgendaCandidates } from '../api/get-meeting';
import { ScrollTable } from '@/components/scroll-table';

/** Read by screen readers, not shown: the action column's name. */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

type TAgendaCandidatesProps = {
  meetingId: string;
  isPending: boolean;
  onChange: (change: TMeetingChange) => void;
};

/** The files at the meeting's step, with their ready-for-committee gate on the meeting's day. */
export function AgendaCandidates({ meetingId, isPending, onChange }: TAgendaCandidatesProps) {
  const candidates = useAgendaCandidates(meetingId, true);
  if (candidates.isPending) {
    return <LoadingState label="Loading the files at this step..." />;
  }
  if (candidates.isError) {
    return <ErrorState error={candidates.error} onRetry={() => void candidates.refetch()} />;
  }
  if (candidates.data.length === 0) {
    return <Typography color="text.secondary">No files are waiting at this step.</Typography>;
  }
  return (
    <ScrollTable label="Files at this step">
      <Table size="small" aria-label="Files at this step">
        <TableHead>
          <TableRow>
            <TableCell>Doctor</TableCell>
            <TableCell>At this step since</TableCell>
            <TableCell>Ready on the meeting’s day</TableCell>
            <TableCell>
              <Box component="span" sx={HIDDEN}>
                Action
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.data.map((file) => (
            <TableRow key={file.applicationId}>
              <TableCell>{file.doctorName}</TableCell>
              <TableCell>{formatDay(file.since)}</TableCell>
              <TableCell>
                {file.gate.ready ? (
                  <Chip size="small" color="success" label="Ready" />
                ) : (
                  <Stack spacing={1}>
                    <Chip
                      size="small"
                      variant="outlined"
                      label="Not ready"
                      sx={{ alignSelf: 'flex-start' }}
                    />
                    {file.gate.blocks.map((block) => (
                      <Typography key={block.kind} variant="body2" color="text.secondary">
                        {block.message}
                      </Typography>
                    ))}
                  </Stack>
                )}
              </TableCell>
              <TableCell align="right">
                {file.isOnAgenda ? (
                  <Typography variant="body2">On the agenda</Typography>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!file.gate.ready || isPending}
                    onClick={() => onChange({ kind: 'add-item', applicationId: file.applicationId })}
                    aria-label={`Add ${file.doctorName} to the agenda`}
                  >
                    Add
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
