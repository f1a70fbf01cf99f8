import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ZVerifyUserRequest, type TFieldDescriptor } from '@docapply/contracts';
import { useAlert } from '../alerts/alert-provider';
import { FormField } from '../form-kit/form-field';
import { showFormError } from '../form-kit/form-errors';
import { useFieldValidity } from '../form-kit/use-field-validity';
import { createOtpChallenge, type TOtpChallengeStore } from './otp-challenge';
import { useVerifyUser } from './sign-in-api';

type TLoginForm = z.infer<typeof ZVerifyUserRequest>;
type TLoginFieldName = keyof TLoginForm;

const FIELDS = {
  email: { name: 'email', type: 'email', label: 'Email', required: true },
  password: { name: 'password', type: 'password', label: 'Password', required: true },
} satisfies Record<TLoginFieldName, TFieldDescriptor & { name: TLoginFieldName }>;
const FIELD_NAMES = Object.keys(FIELDS) as TLoginFieldName[];

export type TLoginFormProps = {
  /** The form's accessible name ("Doctor login", "Hospital login"). */
  label: string;
  /** This site's code page. */
  otpHref: string;
  challengeStore: TOtpChallengeStore;
  /** This site's forgot-password page. */
  forgotPasswordHref: string;
};

/** First sign-in step on both sites: email and password; a one-time code is then emailed. */
export function LoginForm({ label, otpHref, challengeStore, forgotPasswordHref }: TLoginFormProps) {
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
        // Kept for this tab too, so reloading the code page does not lose the sign-in attempt.
        challengeStore.save(challenge);
        void navigate(otpHref, { state: challenge });
      },
      onError: (error) => showFormError(error, setError, FIELD_NAMES, showApiError),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack spacing={4}>
        <FormField control={control} field={FIELDS.email} onValidityChange={onValidityChange} />
        <FormField control={control} field={FIELDS.password} onValidityChange={onValidityChange} />
        <Link component={RouterLink} to={forgotPasswordHref} sx={{ alignSelf: 'flex-end', fontWeight: 600 }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={verifyUser.isPending}>
          Login
        </Button>
      </Stack>
    </Box>
  );
}
