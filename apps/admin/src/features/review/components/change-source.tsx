import { Typography } from '@mui/material';
import type { TChangeSource } from '@docapply/contracts';

/** Where a change came from, in the office's words (issue 43): a renewal never reads as an edit. */
export function describeChangeSource(source: TChangeSource | null): string {
  if (!source) {
    return 'Source not recorded';
  }
  switch (source.kind) {
    case 'renewal':
      return 'From a renewal';
    case 'doctor':
      return 'By the doctor';
    case 'delegate':
      return `By ${source.name} (delegate)`;
    case 'office':
      return `By ${source.name} (office)`;
  }
}

/** The source under a change, in secondary text. */
export function ChangeSource({ source }: { source: TChangeSource | null }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {describeChangeSource(source)}
    </Typography>
  );
}
