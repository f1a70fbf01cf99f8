import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, TextField } from '@mui/material';
import { DECISION_MESSAGES } from '@docapply/contracts';
import { DATE_FORMAT, MESSAGES, isValidDateString } from '@docapply/rules';
import { FormDialog, isApiError, useAlert } from '@docapply/ui';
import { useOpenElectronicVote } from '../api/committee-api';

/** The chair or the office opens electronic voting on the proposal, until a day they choose. */
export function ElectronicVoteButton({ applicationId }: { applicationId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [closesOn, setClosesOn] = useState(() => dayjs().add(7, 'day').format(DATE_FORMAT));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const open = useOpenElectronicVote(applicationId);
  const { showAlert } = useAlert();

  const submit = async () => {
    setError(null);
    if (!isValidDateString(closesOn)) {
      setFieldError(closesOn ? 'Enter a date as YYYY-MM-DD' : MESSAGES.required);
      return;
    }
    if (!dayjs(closesOn).isAfter(dayjs(), 'day')) {
      setFieldError(DECISION_MESSAGES.deadlineInPast);
      return;
    }
    setFieldError(undefined);
    try {
      await open.mutateAsync({ closesOn });
      setIsOpen(false);
      showAlert({ type: 'success', message: 'Electronic voting is open. The members were told.' });
    } catch (failure) {
      if (isApiError(failure) && failure.fields?.closesOn) {
        setFieldError(failure.fields.closesOn);
        return;
      }
      setError(isApiError(failure) ? failure.message : MESSAGES.genericError);
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setIsOpen(true)}>
        Open electronic voting
      </Button>
      {isOpen ? (
        <FormDialog
          title="Open electronic voting"
          intro="The members may vote on the proposal until the end of the day you choose."
          submitLabel="Open voting"
          isPending={open.isPending}
          error={error}
          onSubmit={submit}
          onClose={() => setIsOpen(false)}
          maxWidth="xs"
        >
          <TextField
            type="date"
            label="Last day to vote"
            required
            fullWidth
            value={closesOn}
            onChange={(event) => setClosesOn(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: dayjs().add(1, 'day').format(DATE_FORMAT) },
            }}
          />
        </FormDialog>
      ) : null}
    </>
  );
}
