import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Stack } from '@mui/material';
import { ZVerifyUserRequest, type TFieldDescriptor } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { FormField } from '@/components/form/form-field';
import { useFieldValidity } from '@/components/form/use-field-validity';
import { paths } from '@/config/paths';
import { showFormError } from '@/lib/form-errors';
import { useVerifyUser } from '../api/verify-user';
import { createOtpChallenge, saveOtpChallenge } from '../hooks/use-otp-challenge';

type TLoginForm = z.infer<typeof ZVerifyUserRequest>;
type TLoginFieldName = keyof TLoginForm;

const FIELDS = {
  email: { name: 'email', type: 'email', label: 'Email', required: true },
  password: { name: 'password', type: 'password', label: 'Password', required: true },
} satisfies Record<TLoginFieldName, TFieldDescriptor & { name: TLoginFieldName }>;
const FIELD_NAMES = Object.keys(FIELDS) as TLoginFieldName[];

/** First sign-in step: email and password; a one-time code is then emailed. */
export function LoginForm() {
  const navigate = useNavigate();
  const verifyUser = useVerifyUser();
  const { showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const { control, handleSubmit, setError } = useForm<TLoginForm>({
    resolver: zodResolver(ZVerifyUserRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (hasInvalidField()) {
      return;
    }
    verifyUser.mutate(values, {
      onSuccess: (result) => {
        const challenge = createOtpChallenge(result, values.email);
        // Kept for this tab too, so reloading /otp does not lose the sign-in attempt.
        saveOtpChallenge(challenge);
        void navigate(paths.otp.getHref(), { state: challenge });
      },
      onError: (error) => showFormError(error, setError, FIELD_NAMES, showApiError),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Doctor login">
      <Stack spacing={4}>
        <FormField control={control} field={FIELDS.email} onValidityChange={onValidityChange} />
        <FormField control={control} field={FIELDS.password} onValidityChange={onValidityChange} />
        <Button type="submit" variant="contained" size="large" disabled={verifyUser.isPending}>
          Login
        </Button>
      </Stack>
    </Box>
  );
}
