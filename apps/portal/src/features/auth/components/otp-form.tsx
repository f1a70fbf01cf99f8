import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { OTP_LENGTH, ZOtpRequest } from '@docapply/contracts';
import { isApiError, useAlert } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import {
  clearOtpChallenge,
  createOtpChallenge,
  getOtpDeadline,
  type TOtpChallenge,
} from '../hooks/use-otp-challenge';

const ZOtpForm = ZOtpRequest.pick({ code: true });
type TOtpForm = z.infer<typeof ZOtpForm>;

type TOtpFormProps = { challenge: TOtpChallenge; onChallengeChange: (next: TOtpChallenge) => void };

export function OtpForm({ challenge, onChallengeChange }: TOtpFormProps) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { showAlert, showApiError } = useAlert();
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const secondsLeft = useCountdown(getOtpDeadline(challenge));
  // The server can end a code early (too many wrong tries); then the countdown no longer matters.
  const [isEndedByServer, setIsEndedByServer] = useState(false);
  const isExpired = secondsLeft === 0 || isEndedByServer;
  const { register, handleSubmit, setError, reset, formState } = useForm<TOtpForm>({
    resolver: zodResolver(ZOtpForm),
    defaultValues: { code: '' },
  });
  const codeField = register('code', {
    // Digits only, whatever is typed or pasted (e.g. "123 456").
    setValueAs: (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH),
  });

  const onSubmit = handleSubmit((values) => {
    verifyOtp.mutate(
      { challenge: challenge.challenge, code: values.code },
      {
        onSuccess: (session) => {
          clearOtpChallenge();
          signIn(session);
          void navigate(paths.dashboard.getHref(), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'OTP_INVALID') {
            setError('code', { type: 'server', message: error.fields?.code ?? error.message });
            return;
          }
          if (isApiError(error) && error.code === 'OTP_EXPIRED') {
            setIsEndedByServer(true);
          }
          showApiError(error);
        },
      },
    );
  });

  const resend = () => {
    resendOtp.mutate(challenge.challenge, {
      onSuccess: (result) => {
        onChallengeChange(createOtpChallenge(result, challenge.email));
        setIsEndedByServer(false);
        reset({ code: '' });
        showAlert({ type: 'success', message: result.message });
      },
      onError: (error) => showApiError(error),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={5}>
        <TextField
          {...codeField}
          label="6-digit code"
          autoFocus
          error={Boolean(formState.errors.code)}
          helperText={formState.errors.code?.message}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: OTP_LENGTH,
              pattern: '[0-9]*',
              style: { fontSize: '1.5rem', letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums' },
            },
          }}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
            void codeField.onChange(event);
          }}
        />
        {isExpired ? (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={resend} disabled={resendOtp.isPending}>
                Resend code
              </Button>
            }
          >
            This code has expired. Request a new one.
          </Alert>
        ) : (
          <Typography role="timer" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            Code expires in {formatCountdown(secondsLeft)}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={verifyOtp.isPending || isExpired}>
          Verify
        </Button>
      </Stack>
    </Box>
  );
}
