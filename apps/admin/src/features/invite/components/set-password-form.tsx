import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { ZSetPasswordForm, type TFieldDescriptor, type TSetPasswordForm } from '@docapply/contracts';
import { FormField, isApiError, showFormError, useAlert, useFieldValidity } from '@docapply/ui';
import { useSetPassword } from '../api/set-password';

type TPasswordField = keyof TSetPasswordForm;

const FIELDS = {
  password: {
    name: 'password',
    type: 'password',
    label: 'New password',
    required: true,
    helperText: 'At least 12 characters; a few unrelated words work well',
  },
  confirmPassword: { name: 'confirmPassword', type: 'password', label: 'Confirm password', required: true },
} satisfies Record<TPasswordField, TFieldDescriptor & { name: TPasswordField }>;
const FIELD_NAMES = Object.keys(FIELDS) as TPasswordField[];

type TSetPasswordFormProps = {
  token: string;
  onDone: (email: string) => void;
  /** The link itself cannot be used (expired, used, unknown): the page says so instead of the form. */
  onLinkError: (message: string) => void;
};

export function SetPasswordForm({ token, onDone, onLinkError }: TSetPasswordFormProps) {
  const setPassword = useSetPassword();
  const { showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const { control, handleSubmit, setError } = useForm<TSetPasswordForm>({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit((values) => {
    if (hasInvalidField()) {
      return;
    }
    setPassword.mutate(
      { token, password: values.password },
      {
        onSuccess: (result) => onDone(result.email),
        onError: (error) => {
          if (isApiError(error) && (error.code === 'TOKEN_INVALID' || error.code === 'TOKEN_EXPIRED')) {
            onLinkError(error.message);
            return;
          }
          showFormError(error, setError, FIELD_NAMES, showApiError);
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Set your password">
      <Stack spacing={4}>
        <FormField control={control} field={FIELDS.password} onValidityChange={onValidityChange} />
        <FormField control={control} field={FIELDS.confirmPassword} onValidityChange={onValidityChange} />
        <Button type="submit" variant="contained" size="large" disabled={setPassword.isPending}>
          Set password
        </Button>
      </Stack>
    </Box>
  );
}
