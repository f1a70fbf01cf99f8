import { Link as RouterLink } from 'react-router';
import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { MEETING_STATE_LABELS, type TMeetingSummary } from '@docapply/contracts';
import { formatCount } from '@docapply/ui';
import { formatDateTime } from '@docapply/rules';
import { paths } from '@/config/paths';
import { ScrollTable } from '@/components/scroll-table';

export const WHEN_FORMAT = 'MM/DD/YYYY [at] HH:mm';

/** The meetings in a table: when (the link to it), committee, place, files, packet, state. */
export function MeetingsList({ title, meetings }: { title: string; meetings: TMeetingSummary[] }) {
  if (meetings.length === 0) {
    return <Typography color="text.secondary">No meetings.</Typography>;
  }
  return (
    <ScrollTable label={title}>
      <Table aria-label={title} size="small">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Committee</TableCell>
            <TableCell>Place</TableCell>
            <TableCell>Agenda</TableCell>
            <TableCell>Packet</TableCell>
            <TableCell>State</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {meetings.map((meeting) => (
            <TableRow key={meeting.id}>
              <TableCell>
                <Link component={RouterLink} to={paths.meeting.getHref(meeting.id)}>
                  {formatDateTime(meeting.startsAt, WHEN_FORMAT)}
                </Link>
              </TableCell>
              <TableCell>
                {meeting.step.name}
                <Typography variant="body2" color="text.secondary">
                  {meeting.hospitalName}
                </Typography>
              </TableCell>
              <TableCell>{meeting.location}</TableCell>
              <TableCell>{formatCount(meeting.itemCount, 'file')}</TableCell>
              <TableCell>
                {meeting.packetSentAt
                  ? `Sent ${formatDateTime(meeting.packetSentAt, 'MM/DD/YYYY')}`
                  : 'Not sent yet'}
              </TableCell>
              <TableCell>
                <Chip size="small" label={MEETING_STATE_LABELS[meeting.state]} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
