import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZInviteDelegateRequest,
  type TFieldDescriptor,
  type TInviteDelegateFormValues,
  type TInviteDelegateRequest,
} from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { useInviteDelegate } from '../api/delegates-api';

type TInviteField = keyof TInviteDelegateRequest;

const FIELDS = {
  email: { name: 'email', type: 'email', label: 'Email', required: true },
  firstName: { name: 'firstName', type: 'text', label: 'First name', required: true },
  lastName: { name: 'lastName', type: 'text', label: 'Last name', required: true },
} satisfies Record<TInviteField, TFieldDescriptor & { name: TInviteField }>;
const FIELD_NAMES = ['email', 'firstName', 'lastName'] as const satisfies TInviteField[];
const ROWS: TFormFieldRow<TInviteDelegateFormValues>[] = [
  [FIELDS.email],
  [FIELDS.firstName, FIELDS.lastName],
];
const EMPTY: TInviteDelegateFormValues = { email: '', firstName: '', lastName: '' };

/** Invites an office manager: they choose a password through the emailed link, then sign in. */
export function InviteDelegateDialog({ onClose }: { onClose: () => void }) {
  const { showAlert } = useAlert();
  const invite = useInviteDelegate();
  const form = useForm<TInviteDelegateFormValues, unknown, TInviteDelegateRequest>({
    resolver: zodResolver(ZInviteDelegateRequest),
    defaultValues: EMPTY,
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      const { message } = await invite.mutateAsync(body);
      showAlert({ type: 'success', message });
      onClose();
    },
  });

  return (
    <FormDialog
      title="Invite a delegate"
      intro="Your delegate can fill in, upload and save your drafts, name your references and read comments. Only you can sign the attestation and submit."
      submitLabel="Send invitation"
      isPending={invite.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={ROWS} />
    </FormDialog>
  );
}
