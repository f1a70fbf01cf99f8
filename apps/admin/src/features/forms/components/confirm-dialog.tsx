import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type TConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A question before a step that cannot be undone (publish, discard, leaving with unsaved changes). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmColor = 'primary',
  isBusy = false,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={isBusy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm} disabled={isBusy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
