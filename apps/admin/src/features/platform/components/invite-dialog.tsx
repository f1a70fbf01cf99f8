import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { ZInviteAdminRequest, type TFieldDescriptor, type TInviteAdminRequest } from '@docapply/contracts';
import { FormDialog, FormFieldGrid, useAlert, useFormSubmit, type TFormFieldRow } from '@docapply/ui';
import { useInviteAdmin } from '../api/invite-admin';
import { HospitalPicker } from './hospital-picker';

type TInviteField = keyof TInviteAdminRequest;

const FIELDS = {
  email: { name: 'email', type: 'email', label: 'Email', required: true },
  firstName: { name: 'firstName', type: 'text', label: 'First name', required: true },
  lastName: { name: 'lastName', type: 'text', label: 'Last name', required: true },
} satisfies Record<Exclude<TInviteField, 'hospitalIds'>, TFieldDescriptor & { name: TInviteField }>;
const FIELD_NAMES = ['email', 'firstName', 'lastName', 'hospitalIds'] as const satisfies TInviteField[];
const ROWS: TFormFieldRow<TInviteAdminRequest>[] = [[FIELDS.email], [FIELDS.firstName, FIELDS.lastName]];
const EMPTY: TInviteAdminRequest = { email: '', firstName: '', lastName: '', hospitalIds: [] };

/**
 * Invites a hospital administrator: they get an email with a link to choose a password (72
 * hours, once). An existing administrator is given the hospitals instead.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { showAlert } = useAlert();
  const inviteAdmin = useInviteAdmin();
  const form = useForm<TInviteAdminRequest>({
    resolver: zodResolver(ZInviteAdminRequest),
    defaultValues: EMPTY,
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      const { message } = await inviteAdmin.mutateAsync(body);
      showAlert({ type: 'success', message });
      onClose();
    },
  });

  return (
    <FormDialog
      title="Invite a hospital admin"
      intro="We email them a link to choose their password. The link works once, for 72 hours."
      submitLabel="Send invitation"
      isPending={inviteAdmin.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormFieldGrid control={form.control} onValidityChange={onValidityChange} rows={ROWS}>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="hospitalIds"
            render={({ field, fieldState }) => (
              <HospitalPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
      </FormFieldGrid>
    </FormDialog>
  );
}
