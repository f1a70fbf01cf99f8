import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Grid } from '@mui/material';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { ZContactRequest, type TContactRequest, type TFieldDescriptor } from '@docapply/contracts';
import { MESSAGES, isStoredPhone } from '@docapply/rules';
import { FormFieldGrid, showFormError, useAlert, useFieldValidity, type TFormFieldRow } from '@docapply/ui';
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
const ROWS: TFormFieldRow<TContactForm>[] = [
  [FIELDS.name, FIELDS.email],
  [FIELDS.phone, FIELDS.organisation],
  [FIELDS.message],
];
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

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Contact us">
      <FormFieldGrid control={control} onValidityChange={onValidityChange} rows={ROWS}>
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
      </FormFieldGrid>
    </Box>
  );
}
