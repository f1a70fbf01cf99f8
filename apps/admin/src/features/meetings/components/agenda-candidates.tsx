import { Button, Chip, Stack, Typography } from '@mui/material';
import type { TMeetingCandidate } from '@docapply/contracts';
import { formatDay } from '@docapply/ui';
import { ErrorState, LoadingState } from '@/components/page-states';
import type { TMeetingChange } from '../api/change-meeting';
import { useAgendaCandidates } from '../api/get-meeting';
import { ResponsiveList, type TListColumn } from '@/components/responsive-list';

type TCandidateRow = TMeetingCandidate & { id: string };

const DOCTOR: TListColumn<TCandidateRow> = {
  header: 'Doctor',
  render: (file) => <Typography sx={{ fontWeight: 600 }}>{file.doctorName}</Typography>,
};

const COLUMNS: TListColumn<TCandidateRow>[] = [
  { header: 'At this step since', render: (file) => formatDay(file.since) },
  {
    header: 'Ready on the meeting’s day',
    render: (file) =>
      file.gate.ready ? (
        <Chip size="small" color="success" label="Ready" />
      ) : (
        <Stack spacing={1}>
          <Chip size="small" variant="outlined" label="Not ready" sx={{ alignSelf: 'flex-start' }} />
          {file.gate.blocks.map((block) => (
            <Typography key={block.kind} variant="body2" color="text.secondary">
              {block.message}
            </Typography>
          ))}
        </Stack>
      ),
  },
];

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
    <ResponsiveList
      label="Files at this step"
      items={candidates.data.map((file) => ({ ...file, id: file.applicationId }))}
      title={DOCTOR}
      columns={COLUMNS}
      actions={(file) =>
        file.isOnAgenda ? (
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
        )
      }
    />
  );
}
