import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Stack } from '@mui/material';
import { ZResendVerificationRequest, type TFieldDescriptor } from '@docapply/contracts';
import { FormField, useAlert, useFieldValidity } from '@docapply/ui';
import { useResendVerification } from '@/hooks/use-resend-verification';

type TResendForm = z.infer<typeof ZResendVerificationRequest>;
const EMAIL_FIELD = {
  name: 'email',
  type: 'email',
  label: 'Email',
  required: true,
} satisfies TFieldDescriptor & {
  name: 'email';
};

type TResendVerificationFormProps = {
  /** The address the link went to, when known: then only the button is shown. */
  email?: string;
  variant?: 'contained' | 'outlined';
};

/** "Send the link again": asks the address first when it is not known. */
export function ResendVerificationForm({ email, variant = 'outlined' }: TResendVerificationFormProps) {
  const resend = useResendVerification();
  const { showAlert, showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const { control, handleSubmit } = useForm<TResendForm>({
    resolver: zodResolver(ZResendVerificationRequest),
    defaultValues: { email: email ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!email && hasInvalidField()) {
      return;
    }
    resend.mutate(values.email, {
      onSuccess: (result) => showAlert({ type: 'success', message: result.message }),
      onError: (error) => showApiError(error),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Send the verification link again">
      <Stack spacing={4}>
        {email ? null : (
          <FormField control={control} field={EMAIL_FIELD} onValidityChange={onValidityChange} />
        )}
        <Button type="submit" variant={variant} size="large" disabled={resend.isPending}>
          Send the link again
        </Button>
      </Stack>
    </Box>
  );
}
