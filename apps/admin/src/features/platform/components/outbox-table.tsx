import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { TOutboxMail } from '@docapply/contracts';
import { formatMoment } from './format';
import { MailStatusChip } from './mail-status-chip';

const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Outgoing mail, newest first; the subject (or anywhere on the row) opens the message. */
export function OutboxTable({ mails, onOpen }: { mails: TOutboxMail[]; onOpen: (id: string) => void }) {
  return (
    <TableContainer>
      <Table aria-label="Outgoing mail">
        <TableHead>
          <TableRow>
            <TableCell>Subject</TableCell>
            <TableCell>To</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Attempts
            </TableCell>
            <TableCell>Created</TableCell>
            <TableCell sx={WIDE_ONLY}>Sent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mails.map((mail) => (
            <TableRow key={mail.id} hover onClick={() => onOpen(mail.id)} sx={{ cursor: 'pointer' }}>
              <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                <Link
                  component="button"
                  type="button"
                  onClick={(event) => {
                    // The row opens it too; once is enough.
                    event.stopPropagation();
                    onOpen(mail.id);
                  }}
                  sx={{ fontWeight: 600, textAlign: 'left' }}
                >
                  {mail.subject}
                </Link>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  // Two lines at most; wrapping (not nowrap) keeps the table within a tablet's width.
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {mail.preview}
                </Typography>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.to}</TableCell>
              <TableCell>
                <MailStatusChip status={mail.status} />
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {mail.attempts}
              </TableCell>
              <TableCell>{formatMoment(mail.createdAt)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{formatMoment(mail.sentAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
