import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import { FormDialog, isApiError, useAlert } from '@docapply/ui';
import { MESSAGES } from '@docapply/rules';
import { useRecuse } from '../api/committee-api';

/** "Recuse myself": the member stands aside from this file, saying why (recorded). */
export function RecusalButton({ applicationId }: { applicationId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const recuse = useRecuse(applicationId);
  const { showAlert } = useAlert();

  const submit = async () => {
    setError(null);
    if (!reason.trim()) {
      setFieldError(MESSAGES.required);
      return;
    }
    setFieldError(undefined);
    try {
      await recuse.mutateAsync({ reason: reason.trim() });
      setIsOpen(false);
      showAlert({ type: 'success', message: 'You have recused yourself from this file.' });
    } catch (failure) {
      if (isApiError(failure) && failure.fields?.reason) {
        setFieldError(failure.fields.reason);
        return;
      }
      setError(isApiError(failure) ? failure.message : MESSAGES.genericError);
    }
  };

  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setIsOpen(true)}>
        Recuse myself
      </Button>
      {isOpen ? (
        <FormDialog
          title="Recuse yourself from this file"
          intro="You will not recommend or vote on this file. Your reason is recorded and the office sees it."
          submitLabel="Recuse myself"
          isPending={recuse.isPending}
          error={error}
          onSubmit={submit}
          onClose={() => setIsOpen(false)}
        >
          <TextField
            label="Reason"
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'For example: a conflict of interest'}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </FormDialog>
      ) : null}
    </>
  );
}
