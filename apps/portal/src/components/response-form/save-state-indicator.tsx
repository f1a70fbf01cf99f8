import { CircularProgress, Stack, Typography } from '@mui/material';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import type { TSaveState } from './use-autosave';

type TSaveStateIndicatorProps = { saveState: TSaveState; invalidCount: number };

function describe(saveState: TSaveState, invalidCount: number): string {
  switch (saveState) {
    case 'idle':
      return 'Your answers save automatically';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return invalidCount > 0
        ? `Saved, except ${invalidCount === 1 ? 'one answer that needs' : `${invalidCount} answers that need`} fixing`
        : 'All changes saved';
    case 'retrying':
      return 'Could not save — retrying';
    case 'stopped':
      return 'Could not save — check the highlighted answers';
    default: {
      const never: never = saveState;
      return never;
    }
  }
}

/** The autosave's state, announced politely to screen readers as it changes. */
export function SaveStateIndicator({ saveState, invalidCount }: TSaveStateIndicatorProps) {
  const isProblem = saveState === 'retrying' || saveState === 'stopped';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 24 }}>
      {saveState === 'saving' ? <CircularProgress size={16} aria-hidden /> : null}
      {saveState === 'saved' || saveState === 'idle' ? (
        <CloudDoneOutlinedIcon fontSize="small" color="success" aria-hidden />
      ) : null}
      {isProblem ? <CloudOffOutlinedIcon fontSize="small" color="error" aria-hidden /> : null}
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        color={isProblem ? 'error' : 'text.secondary'}
        sx={{ fontWeight: 500 }}
      >
        {describe(saveState, invalidCount)}
      </Typography>
    </Stack>
  );
}
