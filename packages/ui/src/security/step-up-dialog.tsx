import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TPasskeySite, TStepUpRequest } from '@docapply/contracts';
import { isApiError } from '../api/api-error';
import { FormDialog } from '../dialogs/form-dialog';
import { useConfirmStepUp, useSendStepUpCode, useStepUpFactors } from './step-up-api';

export type TStepUpDialogProps = {
  /** Which site's passkeys (their host). */
  site: TPasskeySite;
  /** The button's word: Submit, Resubmit, Vote. */
  action: string;
  /** What the signature is: "Only you can sign your application. Confirm it is you, then it is sent." */
  intro: string;
  /** The proof was accepted: the signature may go now. */
  onConfirmed: () => void;
  onClose: () => void;
};

const APP_CODE = /^\d{6}$/;

/**
 * "Confirm it is you" before a signature (a doctor's attestation, a committee member's
 * recommendation or vote): the passkey, a code of the authenticator app or a recovery code; an
 * account without those gets a code by email.
 */
export function StepUpDialog({ site, action, intro, onConfirmed, onClose }: TStepUpDialogProps) {
  const factors = useStepUpFactors();
  const sendCode = useSendStepUpCode();
  const confirm = useConfirmStepUp(site);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const view = factors.data;
  const hasPasskey = Boolean(view?.passkeys.length);
  // Recovery codes stand in for a passkey or an app; without either the server sends a code by email.
  const hasCodes = Boolean(view?.totp) || (hasPasskey && (view?.recoveryCodesLeft ?? 0) > 0);
  const isByEmail = Boolean(view) && !hasPasskey && !hasCodes;
  const isCodeAsked = hasCodes || sendCode.isSuccess;

  const run = async (proof: TStepUpRequest | { method: 'passkey' }) => {
    setError(null);
    setFieldError(undefined);
    try {
      await confirm.mutateAsync(proof);
      onConfirmed();
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : 'Your passkey could not be checked. Try again.';
      if (isApiError(failure) && failure.fields?.code) {
        setFieldError(failure.fields.code);
        return;
      }
      setError(message);
    }
  };

  const submitCode = () => {
    const typed = code.trim();
    if (isByEmail) {
      return run({ method: 'email-code', code: typed });
    }
    return run(
      APP_CODE.test(typed) ? { method: 'totp', code: typed } : { method: 'recovery-code', code: typed },
    );
  };

  const emailMe = async () => {
    setError(null);
    try {
      await sendCode.mutateAsync();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The code could not be sent. Try again.');
    }
  };

  return (
    <FormDialog
      title="Confirm it is you"
      intro={intro}
      submitLabel={`Confirm and ${action.toLowerCase()}`}
      isPending={confirm.isPending || sendCode.isPending}
      isSubmitDisabled={!isCodeAsked || !code.trim()}
      error={error ?? (factors.isError ? 'Your account could not be read. Try again.' : null)}
      onSubmit={submitCode}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={4}>
        {factors.isPending ? <Typography>Loading…</Typography> : null}
        {hasPasskey ? (
          <Button
            variant="outlined"
            onClick={() => void run({ method: 'passkey' })}
            disabled={confirm.isPending}
          >
            Use your passkey
          </Button>
        ) : null}
        {isByEmail ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>
              {sendCode.isSuccess
                ? 'We emailed you a 6-digit code. It works for 5 minutes.'
                : 'We will email you a 6-digit code.'}
            </Typography>
            <Button variant="outlined" onClick={() => void emailMe()} disabled={sendCode.isPending}>
              {sendCode.isSuccess ? 'Email me a new code' : 'Email me a code'}
            </Button>
          </Stack>
        ) : null}
        {isCodeAsked ? (
          <TextField
            label={isByEmail ? 'Code from the email' : 'Code'}
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(fieldError)}
            helperText={
              fieldError ?? (isByEmail ? undefined : 'From your authenticator app, or a recovery code')
            }
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
