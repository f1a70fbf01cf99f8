import { Link, Typography } from '@mui/material';
import type { TOutboxMail } from '@docapply/contracts';
import { formatMoment } from '@docapply/ui';
import { EmailText } from '@/components/email-text';
import { ResponsiveList, type TListColumn } from '@/components/responsive-list';
import { MailStatusChip } from './mail-status-chip';

const COLUMNS: TListColumn<TOutboxMail>[] = [
  {
    header: 'To',
    render: (mail) => <EmailText email={mail.to} />,
    cellSx: { overflowWrap: 'anywhere', minWidth: 160 },
  },
  { header: 'Status', render: (mail) => <MailStatusChip status={mail.status} /> },
  { header: 'Attempts', render: (mail) => mail.attempts, align: 'right' },
  { header: 'Created', render: (mail) => formatMoment(mail.createdAt) },
  { header: 'Sent', render: (mail) => formatMoment(mail.sentAt) },
];

/** Outgoing mail, newest first; the subject (or anywhere on the row or card) opens the message. */
export function OutboxList({ mails, onOpen }: { mails: TOutboxMail[]; onOpen: (id: string) => void }) {
  return (
    <ResponsiveList
      label="Outgoing mail"
      items={mails}
      onItemClick={(mail) => onOpen(mail.id)}
      title={{
        header: 'Subject',
        cellSx: { maxWidth: 320 },
        render: (mail) => (
          <>
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
              // Two lines at most: the message itself is one click away.
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {mail.preview}
            </Typography>
          </>
        ),
      }}
      columns={COLUMNS}
    />
  );
}
