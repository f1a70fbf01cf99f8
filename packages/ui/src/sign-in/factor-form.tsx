import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TPasskeySite, TSession } from '@docapply/contracts';
import { useAlert } from '../alerts/alert-provider';
import { isApiError } from '../api/api-error';
import { createOtpChallenge, type TOtpChallenge } from './otp-challenge';
import { useResendOtp, useSignInWithPasskey, useVerifyFactor } from './sign-in-api';

export type TFactorFormProps = {
  challenge: TOtpChallenge;
  site: TPasskeySite;
  onChallengeChange: (next: TOtpChallenge) => void;
  onSignedIn: (session: TSession) => void;
};

type TMode = 'totp' | 'recovery-code';

/**
 * Step 2 for an account with a passkey or an authenticator app: the passkey, the app's code, a
 * recovery code, or (when its organisation allows it) a code by email instead.
 */
export function FactorForm({ challenge, site, onChallengeChange, onSignedIn }: TFactorFormProps) {
  const { factors } = challenge;
  const { showApiError } = useAlert();
  const verify = useVerifyFactor();
  const passkey = useSignInWithPasskey(site);
  const resend = useResendOtp();
  const [mode, setMode] = useState<TMode>(factors.totp ? 'totp' : 'recovery-code');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isTotp = mode === 'totp';

  const submit = () => {
    setError(undefined);
    verify.mutate(
      { challenge: challenge.challenge, method: mode, code },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          if (isApiError(failure) && failure.fields?.code) {
            setError(failure.fields.code);
            return;
          }
          showApiError(failure);
        },
      },
    );
  };
  const switchTo = (next: TMode) => {
    setMode(next);
    setCode('');
    setError(undefined);
  };

  return (
    <Stack spacing={5}>
      {factors.passkey ? (
        <Button
          variant="contained"
          size="large"
          disabled={passkey.isPending}
          onClick={() =>
            passkey.mutate(challenge.challenge, {
              onSuccess: onSignedIn,
              onError: (failure) => showApiError(failure),
            })
          }
        >
          Use your passkey
        </Button>
      ) : null}
      {factors.passkey ? <Divider>or</Divider> : null}
      <Stack
        component="form"
        noValidate
        spacing={4}
        aria-label={isTotp ? 'Sign in with your authenticator app' : 'Sign in with a recovery code'}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          key={mode}
          label={isTotp ? 'Code from your authenticator app' : 'Recovery code'}
          value={code}
          autoFocus={!factors.passkey}
          onChange={(event) =>
            setCode(isTotp ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value)
          }
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            htmlInput: isTotp
              ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }
              : { autoComplete: 'off', maxLength: 40 },
          }}
        />
        <Button
          type="submit"
          variant={factors.passkey ? 'outlined' : 'contained'}
          size="large"
          disabled={verify.isPending || (isTotp ? code.length !== 6 : !code.trim())}
        >
          Verify
        </Button>
      </Stack>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {factors.totp && !isTotp ? (
          <Link component="button" type="button" onClick={() => switchTo('totp')}>
            Use your authenticator app
          </Link>
        ) : null}
        {isTotp ? (
          <Link component="button" type="button" onClick={() => switchTo('recovery-code')}>
            Use a recovery code
          </Link>
        ) : null}
        {factors.emailCode ? (
          <Link
            component="button"
            type="button"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(challenge.challenge, {
                onSuccess: (result) => onChallengeChange(createOtpChallenge(result, challenge.email)),
                onError: (failure) => showApiError(failure),
              })
            }
          >
            Email me a code instead
          </Link>
        ) : null}
      </Stack>
    </Stack>
  );
}
