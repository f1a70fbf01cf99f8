import Typography from '@mui/material/Typography';
import { formatDay } from '../format/format';

/** "Reminded on 03/04/2027, 03/08/2027": days as every list of the sites shows them. */
export function formatReminders(remindedAt: readonly string[]): string {
  return `Reminded on ${remindedAt.map(formatDay).join(', ')}`;
}

/** When the person asked for a reference or coverage was reminded automatically; nothing before the first. */
export function RequestReminders({ remindedAt }: { remindedAt: readonly string[] }) {
  if (remindedAt.length === 0) {
    return null;
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {formatReminders(remindedAt)}
    </Typography>
  );
}
