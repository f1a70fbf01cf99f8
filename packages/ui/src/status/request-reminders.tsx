import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';

/** "4 Mar 2027": a reminder's day, written out so it reads the same in any country. */
const REMINDER_DAY_FORMAT = 'D MMM YYYY';

/** "Reminded on 4 Mar 2027, 8 Mar 2027" */
export function formatReminders(remindedAt: readonly string[]): string {
  return `Reminded on ${remindedAt.map((at) => dayjs(at).format(REMINDER_DAY_FORMAT)).join(', ')}`;
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
