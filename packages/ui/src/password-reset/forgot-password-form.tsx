import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  ZForgotPasswordForm,
  type TFieldDescriptor,
  type TForgotPasswordForm,
  type TPasswordResetSite,
} from '@docapply/contracts';
import { useAlert } from '../alerts/alert-provider';
import { FormField } from '../form-kit/form-field';
import { showFormError } from '../form-kit/form-errors';
import { useFieldValidity } from '../form-kit/use-field-validity';
import { useForgotPassword } from './password-reset-api';

const EMAIL_FIELD = {
  name: 'email',
  type: 'email',
  label: 'Email',
  required: true,
} satisfies TFieldDescriptor & { name: keyof TForgotPasswordForm };
const FIELD_NAMES: (keyof TForgotPasswordForm)[] = ['email'];

export type TForgotPasswordFormProps = {
  /** The site the emailed link opens: the one the person is on. */
  site: TPasswordResetSite;
  onSent: (result: { email: string; message: string }) => void;
};

/** The email to send a password-reset link to (both sites). */
export function ForgotPasswordForm({ site, onSent }: TForgotPasswordFormProps) {
  const forgotPassword = useForgotPassword();
  const { showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const { control, handleSubmit, setError } = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => {
    if (hasInvalidField()) {
      return;
    }
    forgotPassword.mutate(
      { email, site },
      {
        onSuccess: ({ message }) => onSent({ email, message }),
        onError: (error) => showFormError(error, setError, FIELD_NAMES, showApiError),
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
      <Stack spacing={4}>
        <FormField control={control} field={EMAIL_FIELD} onValidityChange={onValidityChange} />
        <Button type="submit" variant="contained" size="large" disabled={forgotPassword.isPending}>
          Send reset link
        </Button>
      </Stack>
    </Box>
  );
}
