import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type TDeclineDialogProps = {
  isOpen: boolean;
  title: string;
  text: string;
  isBusy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Declining cannot be undone (the link stops working), so it is confirmed first. */
export function DeclineDialog({ isOpen, title, text, isBusy, onCancel, onConfirm }: TDeclineDialogProps) {
  return (
    <Dialog
      open={isOpen}
      onClose={isBusy ? undefined : onCancel}
      aria-labelledby="decline-dialog-title"
      aria-describedby="decline-dialog-text"
    >
      <DialogTitle id="decline-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="decline-dialog-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5, gap: 2, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={isBusy} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={isBusy} color="error" variant="contained">
          Decline request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
