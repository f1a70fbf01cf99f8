import type { Ref } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CARD_MAX_WIDTH } from './comment-card';

type TOlderCommentsButtonProps = {
  ref: Ref<HTMLButtonElement>;
  isBusy: boolean;
  onClick: () => void;
};

/**
 * The end of the list while older comments exist. Busy, it stays focusable (aria-disabled rather
 * than disabled, which would drop the keyboard focus) and says what it is doing.
 */
export function OlderCommentsButton({ ref, isBusy, onClick }: TOlderCommentsButtonProps) {
  return (
    <Button
      ref={ref}
      variant="outlined"
      fullWidth
      aria-disabled={isBusy || undefined}
      onClick={onClick}
      startIcon={isBusy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <ExpandMoreIcon />}
      sx={{ display: 'flex', maxWidth: CARD_MAX_WIDTH, mt: 3, ...(isBusy ? { cursor: 'progress' } : {}) }}
    >
      {isBusy ? 'Loading older comments...' : 'Show older comments'}
    </Button>
  );
}
