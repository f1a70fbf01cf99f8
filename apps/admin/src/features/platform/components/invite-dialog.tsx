import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { ZInviteAdminRequest, type TFieldDescriptor, type TInviteAdminRequest } from '@docapply/contracts';
import { FormField, showFormError, useAlert, useFieldValidity } from '@docapply/ui';
import { useInviteAdmin } from '../api/invite-admin';
import { HospitalPicker } from './hospital-picker';

type TInviteField = keyof TInviteAdminRequest;

const FIELDS = {
  email: { name: 'email', type: 'email', label: 'Email', required: true },
  firstName: { name: 'firstName', type: 'text', label: 'First name', required: true },
  lastName: { name: 'lastName', type: 'text', label: 'Last name', required: true },
} satisfies Record<Exclude<TInviteField, 'hospitalIds'>, TFieldDescriptor & { name: TInviteField }>;
const FIELD_NAMES = ['email', 'firstName', 'lastName', 'hospitalIds'] as const satisfies TInviteField[];
const EMPTY: TInviteAdminRequest = { email: '', firstName: '', lastName: '', hospitalIds: [] };

/**
 * Invites a hospital administrator: they get an email with a link to choose a password (72
 * hours, once). An existing administrator is given the hospitals instead.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { showAlert, showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const inviteAdmin = useInviteAdmin();
  const { control, handleSubmit, setError } = useForm<TInviteAdminRequest>({
    resolver: zodResolver(ZInviteAdminRequest),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (body) => {
    if (hasInvalidField()) {
      return;
    }
    try {
      const { message } = await inviteAdmin.mutateAsync(body);
      showAlert({ type: 'success', message });
      onClose();
    } catch (error) {
      showFormError(error, setError, FIELD_NAMES, showApiError);
    }
  });

  const fieldProps = { control, onValidityChange };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Invite a hospital admin</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 5 }}>
            We email them a link to choose their password. The link works once, for 72 hours.
          </Typography>
          <Grid container spacing={4}>
            <Grid size={12}>
              <FormField {...fieldProps} field={FIELDS.email} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField {...fieldProps} field={FIELDS.firstName} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField {...fieldProps} field={FIELDS.lastName} />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
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
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={inviteAdmin.isPending}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
