import { Alert, Button, Stack } from '@mui/material';
import type { TMeeting } from '@docapply/contracts';
import { getErrorMessage } from '@docapply/ui';
import type { TMeetingChange } from '../api/change-meeting';
import { useDownloadMeetingPdf } from '../api/download-meeting-pdf';

type TMeetingActionsProps = {
  meeting: TMeeting;
  isPending: boolean;
  onChange: (change: TMeetingChange) => void;
};

/** Download the packet (everyone), and for the coordinator: send it, the minutes, close the meeting. */
export function MeetingActions({ meeting, isPending, onChange }: TMeetingActionsProps) {
  const packet = useDownloadMeetingPdf(meeting.id, 'packet');
  const minutes = useDownloadMeetingPdf(meeting.id, 'minutes');
  const isOpen = meeting.state === 'scheduled' || meeting.state === 'in-progress';
  const failed = packet.error ?? minutes.error;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          loading={packet.isPending}
          disabled={meeting.items.length === 0}
          onClick={() => packet.mutate()}
        >
          {packet.isPending ? 'Making the packet…' : 'Download packet'}
        </Button>
        {meeting.canManage && meeting.state === 'scheduled' ? (
          <Button variant="outlined" disabled={isPending} onClick={() => onChange({ kind: 'send-packet' })}>
            Send packet now
          </Button>
        ) : null}
        {meeting.canManage ? (
          <Button variant="outlined" loading={minutes.isPending} onClick={() => minutes.mutate()}>
            Download minutes
          </Button>
        ) : null}
        {meeting.canManage && isOpen ? (
          <Button variant="contained" disabled={isPending} onClick={() => onChange({ kind: 'close' })}>
            Close meeting
          </Button>
        ) : null}
      </Stack>
      {failed ? <Alert severity="error">The PDF could not be made. {getErrorMessage(failed)}</Alert> : null}
    </Stack>
  );
}
