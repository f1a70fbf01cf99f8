import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export type TConfirmDialogProps = {
  /** Open by default: a caller may also mount it only while asking. */
  isOpen?: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  /** While the confirmed step runs: both buttons wait and the dialog stays open. */
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The dialog ConfirmDialog (confirm-dialog.tsx) downloads when first opened. */
export function ConfirmDialogBody({
  isOpen = true,
  title,
  children,
  confirmLabel,
  confirmColor = 'error',
  isBusy = false,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={isOpen}
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
        {/* Cancel has the focus: Enter never confirms by accident. */}
        <Button onClick={onClose} disabled={isBusy} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color={confirmColor} onClick={onConfirm} disabled={isBusy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
