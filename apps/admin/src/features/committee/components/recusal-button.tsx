import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mui/material';
import { ZRecusalInput, type TRecusalInput } from '@docapply/contracts';
import { FormDialog, FormField, useAlert, useFormSubmit } from '@docapply/ui';
import { useRecuse } from '../api/committee-api';

/** "Recuse myself": the member stands aside from this file, saying why (recorded). */
export function RecusalButton({ applicationId }: { applicationId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="inherit" onClick={() => setIsOpen(true)}>
        Recuse myself
      </Button>
      {isOpen ? <RecusalDialog applicationId={applicationId} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}

function RecusalDialog({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const recuse = useRecuse(applicationId);
  const { showAlert } = useAlert();
  const form = useForm<TRecusalInput>({
    resolver: zodResolver(ZRecusalInput),
    defaultValues: { reason: '' },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['reason'],
    onSubmit: async (body) => {
      await recuse.mutateAsync(body);
      onClose();
      showAlert({ type: 'success', message: 'You have recused yourself from this file.' });
    },
  });
  return (
    <FormDialog
      title="Recuse yourself from this file"
      intro="You will not recommend or vote on this file. Your reason is recorded and the office sees it."
      submitLabel="Recuse myself"
      isPending={recuse.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField
        control={form.control}
        onValidityChange={onValidityChange}
        field={{
          name: 'reason',
          type: 'textarea',
          label: 'Reason',
          required: true,
          rows: 3,
          helperText: 'For example: a conflict of interest',
        }}
      />
    </FormDialog>
  );
}
