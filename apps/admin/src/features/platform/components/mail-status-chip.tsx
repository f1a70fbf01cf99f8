import { Chip, type ChipProps } from '@mui/material';
import type { TMailStatus } from '@docapply/contracts';

const LOOK: Record<TMailStatus, { label: string; color: ChipProps['color'] }> = {
  queued: { label: 'Queued', color: 'info' },
  sending: { label: 'Sending', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  // No mail server: the message went to the server log (and is readable here).
  logged: { label: 'Logged', color: 'default' },
  failed: { label: 'Failed', color: 'error' },
};

export const MAIL_STATUS_LABELS = Object.fromEntries(
  Object.entries(LOOK).map(([status, { label }]) => [status, label]),
) as Record<TMailStatus, string>;

export function MailStatusChip({ status }: { status: TMailStatus }) {
  const { label, color } = LOOK[status];
  return <Chip size="small" variant="outlined" label={label} color={color} />;
}
