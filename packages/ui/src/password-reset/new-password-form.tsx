import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PASSWORD_MIN_LENGTH } from '@docapply/rules';
import { ZSetPasswordForm, type TFieldDescriptor, type TSetPasswordForm } from '@docapply/contracts';
import { useAlert } from '../alerts/alert-provider';
import { isApiError } from '../api/api-error';
import { FormField } from '../form-kit/form-field';
import { showFormError } from '../form-kit/form-errors';
import { useFieldValidity } from '../form-kit/use-field-validity';

type TPasswordField = keyof TSetPasswordForm;

const FIELDS = {
  password: {
    name: 'password',
    type: 'password',
    label: 'New password',
    required: true,
    helperText: `At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words work well`,
  },
  confirmPassword: { name: 'confirmPassword', type: 'password', label: 'Confirm password', required: true },
} satisfies Record<TPasswordField, TFieldDescriptor & { name: TPasswordField }>;
const FIELD_NAMES = Object.keys(FIELDS) as TPasswordField[];
const LINK_ERROR_CODES = ['TOKEN_INVALID', 'TOKEN_EXPIRED'];

type TSubmitCallbacks = { onSuccess: (result: { email: string }) => void; onError: (error: unknown) => void };

export type TNewPasswordFormProps = {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The emailed link's token. */
  token: string;
  /** The call that sets the password (a react-query mutation: invitation or reset). */
  mutation: {
    mutate: (body: { token: string; password: string }, callbacks: TSubmitCallbacks) => void;
    isPending: boolean;
  };
  onDone: (email: string) => void;
  /** The link itself cannot be used (expired, used, unknown): the page says so instead of the form. */
  onLinkError: (message: string) => void;
};

/**
 * A new password and its confirmation, sent with an emailed link's token: the admin invitation
 * and the password reset of both sites. The server's strength check lands on the password field.
 */
export function NewPasswordForm({
  label,
  submitLabel,
  token,
  mutation,
  onDone,
  onLinkError,
}: TNewPasswordFormProps) {
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
    mutation.mutate(
      { token, password: values.password },
      {
        onSuccess: (result) => onDone(result.email),
        onError: (error) => {
          if (isApiError(error) && LINK_ERROR_CODES.includes(error.code)) {
            onLinkError(error.message);
            return;
          }
          showFormError(error, setError, FIELD_NAMES, showApiError);
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <Stack spacing={4}>
        <FormField control={control} field={FIELDS.password} onValidityChange={onValidityChange} />
        <FormField control={control} field={FIELDS.confirmPassword} onValidityChange={onValidityChange} />
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
