import { useId } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { TApiTokenCreated } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';

/** The new token, shown this once with a copy button: DocApply keeps only its hash. */
export function TokenShownDialog({ created, onClose }: { created: TApiTokenCreated; onClose: () => void }) {
  const { showAlert } = useAlert();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      showAlert({ type: 'success', message: 'Token copied.' });
    } catch {
      showAlert({ type: 'error', message: 'Copying was refused: select the token and copy it yourself.' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Token "{created.apiToken.name}" created</DialogTitle>
      <DialogContent>
        <Stack spacing={4} sx={{ pt: 1 }}>
          <Alert severity="warning">
            Copy it now into the other system's settings: it is shown only this once. If it is lost, revoke it
            and create another.
          </Alert>
          <TextField
            label="API token"
            value={created.token}
            fullWidth
            multiline
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
            }}
            onFocus={(event) => event.target.select()}
            helperText="Sent as the header Authorization: Bearer <token>"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy token
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
