import { useEffect, useRef } from 'react';
import { Alert, Button, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

type TRemovedNoticeProps = {
  label: string;
  /** Just removed: the notice takes the focus (not when shown again on coming back to the step). */
  hasFocus: boolean;
  onUndo: () => void;
  onDismiss: () => void;
};

/**
 * "Document removed", with Undo for as long as the page is open. It takes the focus from the
 * Remove button it replaces, so the keyboard is one Enter away from undoing.
 */
export function RemovedNotice({ label, hasFocus, onUndo, onDismiss }: TRemovedNoticeProps) {
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (hasFocus) {
      undoButton.current?.focus();
    }
  }, [hasFocus]);
  return (
    <Alert
      severity="info"
      action={
        <>
          <Button
            ref={undoButton}
            color="inherit"
            size="small"
            onClick={onUndo}
            aria-label={`Undo: ${label}`}
          >
            Undo
          </Button>
          <IconButton color="inherit" size="small" onClick={onDismiss} aria-label="Dismiss">
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      Document removed
    </Alert>
  );
}
