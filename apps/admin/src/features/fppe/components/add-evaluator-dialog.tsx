import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Stack } from '@mui/material';
import {
  ZAddFppeEvaluatorRequest,
  type TAddFppeEvaluatorRequest,
  type TFppeDetail,
  type TFieldDescriptor,
} from '@docapply/contracts';
import { FormField, FormDialog, FormFieldGrid, useAlert, useFormSubmit } from '@docapply/ui';
import { useChangeFppe } from '../api/get-fppe';

type TValues = { candidate: string; name: string; email: string };

const resolver = zodResolver(
  ZAddFppeEvaluatorRequest.extend({ candidate: z.string() }).transform(({ email, name }) => ({
    email,
    name,
  })),
) as unknown as Resolver<TValues, unknown, TAddFppeEvaluatorRequest>;

const FIELD_NAMES = ['name', 'email'] as const;

/**
 * "Add evaluator": one of the practitioners who hold the privilege here, or anyone by name and
 * email (an external reviewer); they are emailed a link to record their evaluations.
 */
export function AddEvaluatorDialog({ fppe, onClose }: { fppe: TFppeDetail; onClose: () => void }) {
  const { showAlert } = useAlert();
  const change = useChangeFppe(fppe.id);
  const form = useForm<TValues, unknown, TAddFppeEvaluatorRequest>({
    resolver,
    defaultValues: { candidate: '', name: '', email: '' },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      await change.mutateAsync({ kind: 'add-evaluator', body });
      showAlert({ type: 'success', message: `${body.name} is emailed a link to record evaluations.` });
      onClose();
    },
  });
  const candidateField: TFieldDescriptor & { name: 'candidate' } = {
    name: 'candidate',
    type: 'select',
    label: 'Practitioner holding this privilege',
    helperText: 'Or type the name and email of someone else',
    options: fppe.candidates.map((candidate) => ({ value: candidate.id, label: candidate.name })),
  };
  const chosen = useWatch({ control: form.control, name: 'candidate' });
  const { setValue } = form;
  // A practitioner picked fills in their name and email (still editable).
  useEffect(() => {
    const candidate = fppe.candidates.find((item) => item.id === chosen);
    if (candidate) {
      setValue('name', candidate.name);
      setValue('email', candidate.email);
    }
  }, [chosen, fppe.candidates, setValue]);
  return (
    <FormDialog
      title="Add evaluator"
      intro={`They are emailed a link to record the cases they evaluate of ${fppe.practitioner.name}’s ${fppe.privilege.name}; no account is needed.`}
      submitLabel="Add and email link"
      isPending={change.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={4} sx={{ pt: 2 }}>
        {fppe.candidates.length > 0 ? (
          <FormField control={form.control} field={candidateField} onValidityChange={onValidityChange} />
        ) : null}
        <FormFieldGrid
          control={form.control}
          onValidityChange={onValidityChange}
          rows={[
            [
              { name: 'name', type: 'text', label: 'Name', required: true },
              { name: 'email', type: 'email', label: 'Email', required: true },
            ],
          ]}
        />
      </Stack>
    </FormDialog>
  );
}
