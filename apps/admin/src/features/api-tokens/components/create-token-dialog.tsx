import { useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TApiTokenCreate, TApiTokenCreated } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useFormSubmit } from '@docapply/ui';
import { useCreateApiToken } from '../api/api-tokens';
import {
  TOKEN_FIELD_NAMES,
  TOKEN_ROWS,
  ZTokenForm,
  createTokenValues,
  type TTokenFormValues,
} from './token-form';

const resolver = zodResolver(ZTokenForm) as unknown as Resolver<TTokenFormValues, unknown, TApiTokenCreate>;

/** A new API token: its name, what it may read, when it ends; the answer's token goes to `onCreated`. */
export function CreateTokenDialog({
  hospitalId,
  onCreated,
  onClose,
}: {
  hospitalId: string;
  onCreated: (created: TApiTokenCreated) => void;
  onClose: () => void;
}) {
  const create = useCreateApiToken(hospitalId);
  const form = useForm<TTokenFormValues, unknown, TApiTokenCreate>({
    resolver,
    defaultValues: createTokenValues(),
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: TOKEN_FIELD_NAMES,
    onSubmit: async (input) => onCreated(await create.mutateAsync(input)),
  });
  return (
    <FormDialog
      title="Create an API token"
      intro="Another system (your EHR, OR scheduling, a provider directory) reads this hospital's data with it. It can only read, only what you tick."
      submitLabel="Create token"
      isPending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid
        control={form.control as unknown as Control<TTokenFormValues>}
        onValidityChange={onValidityChange}
        rows={TOKEN_ROWS}
        sx={{ pt: 2 }}
      />
    </FormDialog>
  );
}
