import { Link as RouterLink } from 'react-router';
import { Chip, Link, Typography } from '@mui/material';
import { MEETING_STATE_LABELS, type TMeetingSummary } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';
import { formatDateTime } from '@docapply/rules';
import { paths } from '@/config/paths';
import { ResponsiveList, type TListColumn } from '@/components/responsive-list';

export const WHEN_FORMAT = 'MM/DD/YYYY [at] HH:mm';

const WHEN: TListColumn<TMeetingSummary> = {
  header: 'When',
  render: (meeting) => (
    <Link component={RouterLink} to={paths.meeting.getHref(meeting.id)} sx={{ fontWeight: 600 }}>
      {formatDateTime(meeting.startsAt, WHEN_FORMAT)}
    </Link>
  ),
};

const COLUMNS: TListColumn<TMeetingSummary>[] = [
  {
    header: 'Committee',
    render: (meeting) => (
      <>
        {meeting.step.name}
        <Typography variant="body2" color="text.secondary">
          {meeting.hospitalName}
        </Typography>
      </>
    ),
  },
  { header: 'Place', render: (meeting) => meeting.location },
  { header: 'Agenda', render: (meeting) => formatCount(meeting.itemCount, 'file') },
  {
    header: 'Packet',
    render: (meeting) =>
      meeting.packetSentAt ? `Sent ${formatDateTime(meeting.packetSentAt, 'MM/DD/YYYY')}` : 'Not sent yet',
  },
  { header: 'State', render: (meeting) => <Chip size="small" label={MEETING_STATE_LABELS[meeting.state]} /> },
];

/** The meetings: when (the link to it), committee, place, files, packet, state; cards on a phone. */
export function MeetingsList({ title, meetings }: { title: string; meetings: TMeetingSummary[] }) {
  if (meetings.length === 0) {
    return <Typography color="text.secondary">No meetings.</Typography>;
  }
  return <ResponsiveList label={title} items={meetings} title={WHEN} columns={COLUMNS} />;
}
