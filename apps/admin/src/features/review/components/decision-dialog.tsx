import { useState } from 'react';
import { TextField } from '@mui/material';
import { ADMIN_DECISION_NOTE_MAX, statusLabel, type TApplicationStatus } from '@docapply/contracts';
import { FormDialog, getErrorMessage, useAlert } from '@docapply/ui';
import { useChangeStatus } from '../api/change-status';
import { getDecisionCopy } from './decision-copy';

type TDecisionDialogProps = {
  applicationId: string;
  status: TApplicationStatus;
  /** Cancelled: the dialog closes and focus goes back to the button that opened it. */
  onClose: () => void;
  /** Taken: the dialog closes; the opener may be gone with the old status. */
  onDecided: () => void;
};

/** Confirms one decision with an optional note; a refusal (409) is shown here, with the server's words. */
export function DecisionDialog({ applicationId, status, onClose, onDecided }: TDecisionDialogProps) {
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
          onDecided();
        },
      },
    );
  };

  return (
    <FormDialog
      title={copy.question}
      intro={copy.effect}
      submitLabel={copy.action}
      submitColor={copy.tone}
      isPending={changeStatus.isPending}
      isSubmitDisabled={isTooLong}
      error={changeStatus.isError ? getErrorMessage(changeStatus.error) : null}
      onSubmit={confirm}
      onClose={onClose}
    >
      <TextField
        label="Note to the doctor (optional)"
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={isTooLong}
        helperText={
          isTooLong
            ? `At most ${ADMIN_DECISION_NOTE_MAX} characters`
            : 'Kept in the status history and emailed to the doctor.'
        }
      />
    </FormDialog>
  );
}
