import { useState } from 'react';
import dayjs from 'dayjs';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mui/material';
import { ZOpenElectronicVoteInput, type TOpenElectronicVoteInput } from '@docapply/contracts';
import { DATE_FORMAT } from '@docapply/rules';
import { FormDialog, FormField, useAlert, useFormSubmit } from '@docapply/ui';
import { useOpenElectronicVote } from '../api/committee-api';

/** The chair or the office opens electronic voting on the proposal, until a day they choose. */
export function ElectronicVoteButton({ applicationId }: { applicationId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setIsOpen(true)}>
        Open electronic voting
      </Button>
      {isOpen ? (
        <ElectronicVoteDialog applicationId={applicationId} onClose={() => setIsOpen(false)} />
      ) : null}
    </>
  );
}

function ElectronicVoteDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const open = useOpenElectronicVote(applicationId);
  const { showAlert } = useAlert();
  // A week, the usual time between meetings; the API refuses a day not in the future.
  const form = useForm<TOpenElectronicVoteInput>({
    resolver: zodResolver(ZOpenElectronicVoteInput),
    defaultValues: { closesOn: dayjs().add(7, 'day').format(DATE_FORMAT) },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['closesOn'],
    onSubmit: async (body) => {
      await open.mutateAsync(body);
      onClose();
      showAlert({ type: 'success', message: 'Electronic voting is open. The members were told.' });
    },
  });
  return (
    <FormDialog
      title="Open electronic voting"
      intro="The members may vote on the proposal until the end of the day you choose."
      submitLabel="Open voting"
      isPending={open.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <FormField
        control={form.control}
        onValidityChange={onValidityChange}
        field={{
          name: 'closesOn',
          type: 'date',
          label: 'Last day to vote',
          required: true,
          past: false,
          future: true,
          minDate: dayjs().add(1, 'day').format(DATE_FORMAT),
        }}
      />
    </FormDialog>
  );
}
