import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { ZRequestPerson, type TFieldDescriptor, type TRequestPerson } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { FormField } from '@/components/form/form-field';
import { useFieldValidity } from '@/components/form/use-field-validity';
import { showFormError } from '@/lib/form-errors';

type TPersonField = keyof TRequestPerson;

const FIELDS = {
  name: { name: 'name', type: 'text', label: 'Full name', required: true },
  specialty: { name: 'specialty', type: 'text', label: 'Specialty', required: true },
  email: { name: 'email', type: 'email', label: 'Email', required: true },
  phone: { name: 'phone', type: 'tel', label: 'Phone', required: true },
  relationship: {
    name: 'relationship',
    type: 'text',
    label: 'Relationship to you',
    placeholder: 'e.g. Department chair, 2019-2024',
    required: true,
  },
} satisfies Record<TPersonField, TFieldDescriptor & { name: TPersonField }>;
const FIELD_NAMES = Object.keys(FIELDS) as TPersonField[];
const EMPTY: TRequestPerson = { name: '', specialty: '', email: '', phone: '', relationship: '' };

type TRequestPersonDialogProps = {
  title: string;
  intro: string;
  submitLabel: string;
  isOpen: boolean;
  isBusy: boolean;
  onClose: () => void;
  /** Resolves when saved; a rejection's field messages land on the inputs, others show as an alert. */
  onSubmit: (person: TRequestPerson) => Promise<unknown>;
};

/** Who to ask: a peer reference or the covering physician (name, specialty, email, phone, relationship). */
export function RequestPersonDialog({
  title,
  intro,
  submitLabel,
  isOpen,
  isBusy,
  onClose,
  onSubmit,
}: TRequestPersonDialogProps) {
  const titleId = useId();
  const { showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const { control, handleSubmit, setError, reset } = useForm<TRequestPerson>({
    resolver: zodResolver(ZRequestPerson),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    if (hasInvalidField()) {
      return;
    }
    try {
      await onSubmit(values);
      reset(EMPTY);
    } catch (error) {
      showFormError(error, setError, FIELD_NAMES, showApiError);
    }
  });

  const fieldProps = { control, onValidityChange };
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 5 }}>
            {intro}
          </Typography>
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField {...fieldProps} field={FIELDS.name} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField {...fieldProps} field={FIELDS.specialty} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField {...fieldProps} field={FIELDS.email} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormField {...fieldProps} field={FIELDS.phone} />
            </Grid>
            <Grid size={12}>
              <FormField {...fieldProps} field={FIELDS.relationship} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
