import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { ADMIN_DECISION_NOTE_MAX, statusLabel, type TApplicationStatus } from '@docapply/contracts';
import { getErrorMessage, useAlert } from '@docapply/ui';
import { useChangeStatus } from '../api/change-status';
import { getDecisionCopy } from './decision-copy';

type TDecisionDialogProps = { applicationId: string; status: TApplicationStatus; onClose: () => void };

/** Confirms one decision with an optional note; a refusal (409) is shown here, with the server's words. */
export function DecisionDialog({ applicationId, status, onClose }: TDecisionDialogProps) {
  const copy = getDecisionCopy(status);
  const changeStatus = useChangeStatus(applicationId);
  const { showAlert } = useAlert();
  const [note, setNote] = useState('');
  const isTooLong = note.length > ADMIN_DECISION_NOTE_MAX;

  const confirm = () => {
    changeStatus.mutate(
      { status, note: note.trim() || undefined },
      {
        onSuccess: () => {
          showAlert({ type: 'success', message: `Status changed to ${statusLabel(status)}.` });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={changeStatus.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{copy.question}</DialogTitle>
      <DialogContent>
        <Stack spacing={4}>
          <DialogContentText>{copy.effect}</DialogContentText>
          {changeStatus.isError ? (
            <Alert severity="error">{getErrorMessage(changeStatus.error)}</Alert>
          ) : null}
          <TextField
            label="Note to the doctor (optional)"
            multiline
            minRows={3}
            maxRows={10}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={isTooLong}
            helperText={
              isTooLong
                ? `At most ${ADMIN_DECISION_NOTE_MAX} characters`
                : 'Kept in the status history and emailed to the doctor.'
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={changeStatus.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={copy.tone}
          onClick={confirm}
          disabled={changeStatus.isPending || isTooLong}
        >
          {copy.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
