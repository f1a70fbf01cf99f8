import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Grid } from '@mui/material';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { ZContactRequest, type TContactRequest, type TFieldDescriptor } from '@docapply/contracts';
import { MESSAGES, isStoredPhone } from '@docapply/rules';
import { FormField, showFormError, useAlert, useFieldValidity } from '@docapply/ui';
import { useCreateContact } from '../api/create-contact';

// The optional inputs hold '' when empty; the request leaves them out.
const ZContactForm = ZContactRequest.extend({
  phone: z.string().refine((v) => v === '' || isStoredPhone(v), MESSAGES.invalidPhone),
  organisation: z.string().trim().max(200),
});
type TContactForm = z.infer<typeof ZContactForm>;
type TContactFieldName = keyof TContactForm;

const FIELDS = {
  name: { name: 'name', type: 'text', label: 'Name', required: true },
  email: { name: 'email', type: 'email', label: 'Email', required: true },
  phone: { name: 'phone', type: 'tel', label: 'Phone (optional)' },
  organisation: { name: 'organisation', type: 'text', label: 'Hospital or organisation (optional)' },
  message: { name: 'message', type: 'textarea', label: 'Message', required: true, rows: 5 },
} satisfies Record<TContactFieldName, TFieldDescriptor & { name: TContactFieldName }>;
const FIELD_NAMES = Object.keys(FIELDS) as TContactFieldName[];
const EMPTY: TContactForm = { name: '', email: '', phone: '', organisation: '', message: '' };

export function toContactRequest(values: TContactForm): TContactRequest {
  return {
    name: values.name,
    email: values.email,
    message: values.message,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.organisation ? { organisation: values.organisation } : {}),
  };
}

/** The Contact Us form; `onSent` lets the section start a fresh, untouched form. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const createContact = useCreateContact();
  const { showAlert, showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const { control, handleSubmit, setError } = useForm<TContactForm>({
    resolver: zodResolver(ZContactForm),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    if (hasInvalidField()) {
      return;
    }
    createContact.mutate(toContactRequest(values), {
      onSuccess: (result) => {
        showAlert({ type: 'success', message: result.message });
        onSent();
      },
      onError: (error) => showFormError(error, setError, FIELD_NAMES, showApiError),
    });
  });

  const fieldProps = { control, onValidityChange };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Contact us">
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField {...fieldProps} field={FIELDS.name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField {...fieldProps} field={FIELDS.email} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField {...fieldProps} field={FIELDS.phone} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField {...fieldProps} field={FIELDS.organisation} />
        </Grid>
        <Grid size={12}>
          <FormField {...fieldProps} field={FIELDS.message} />
        </Grid>
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendOutlinedIcon aria-hidden />}
            disabled={createContact.isPending}
          >
            Send message
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
