import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { TPlatformAdmin } from '@docapply/contracts';

type TDisableAdminDialogProps = {
  admin: TPlatformAdmin;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Disabling signs the person out everywhere at once, so it is confirmed first. */
export function DisableAdminDialog({ admin, isBusy, onConfirm, onClose }: TDisableAdminDialogProps) {
  const titleId = useId();
  const name = `${admin.name.first} ${admin.name.last}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{`Disable ${name}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          They are signed out at once and cannot sign in until you enable the account again. Their comments
          and decisions stay.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={isBusy}>
          Disable
        </Button>
      </DialogActions>
    </Dialog>
  );
}
