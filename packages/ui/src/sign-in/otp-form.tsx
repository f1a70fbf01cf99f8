import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH, ZOtpRequest, type TSession } from '@docapply/contracts';
import { useAlert } from '../alerts/alert-provider';
import { isApiError } from '../api/api-error';
import { createOtpChallenge, getOtpDeadline, type TOtpChallenge } from './otp-challenge';
import { useResendOtp, useVerifyOtp } from './sign-in-api';
import { formatCountdown, useCountdown } from './use-countdown';

/** A code can be slow to arrive: a new one may be asked for this long after one was sent, expired or not. */
export const OTP_RESEND_AFTER_MS = 30_000;

const ZOtpForm = ZOtpRequest.pick({ code: true });
type TOtpForm = z.infer<typeof ZOtpForm>;

export type TOtpFormProps = {
  challenge: TOtpChallenge;
  onChallengeChange: (next: TOtpChallenge) => void;
  /** The code was right: the site decides what to keep and where to go. */
  onSignedIn: (session: TSession) => void;
};

/** Second sign-in step on both sites: the 6-digit code, its countdown, and a resend after 30 seconds. */
export function OtpForm({ challenge, onChallengeChange, onSignedIn }: TOtpFormProps) {
  const { showAlert, showApiError } = useAlert();
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const secondsLeft = useCountdown(getOtpDeadline(challenge));
  const canResend = useCountdown(challenge.receivedAt + OTP_RESEND_AFTER_MS) === 0;
  // The server can end a code early (too many wrong tries); then the countdown no longer matters.
  const [isEndedByServer, setIsEndedByServer] = useState(false);
  const isExpired = secondsLeft === 0 || isEndedByServer;
  const { register, handleSubmit, setError, reset, setFocus, formState } = useForm<TOtpForm>({
    resolver: zodResolver(ZOtpForm),
    defaultValues: { code: '' },
  });
  const { ref: codeRef, ...codeField } = register('code', {
    // Digits only, whatever is typed or pasted (e.g. "123 456").
    setValueAs: (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH),
  });

  const onSubmit = handleSubmit((values) => {
    verifyOtp.mutate(
      { challenge: challenge.challenge, code: values.code },
      {
        onSuccess: onSignedIn,
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
        // The Resend button goes away with the old code: focus goes where the new code is typed
        // (before the reset, which forgets the field until it renders again).
        setFocus('code');
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
          inputRef={codeRef}
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
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography role="timer" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              Code expires in {formatCountdown(secondsLeft)}
            </Typography>
            {canResend ? (
              <Typography color="text.secondary">
                No code yet?{' '}
                <Button size="small" onClick={resend} disabled={resendOtp.isPending}>
                  Resend code
                </Button>
              </Typography>
            ) : null}
          </Stack>
        )}
        <Button type="submit" variant="contained" size="large" disabled={verifyOtp.isPending || isExpired}>
          Verify
        </Button>
      </Stack>
    </Box>
  );
}
