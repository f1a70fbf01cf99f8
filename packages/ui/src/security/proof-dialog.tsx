import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TFactorProof } from '@docapply/contracts';
import { isApiError } from '../api/api-error';
import { FormDialog } from '../dialogs/form-dialog';

export type TProofDialogProps = {
  title: string;
  intro: string;
  submitLabel: string;
  isPending: boolean;
  /** Runs the change with the proof; a refusal is shown on its field. */
  onSubmit: (proof: TFactorProof) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Asks for the password, or a code of the authenticator app or a recovery code, before a factor
 * is removed or the recovery codes replaced.
 */
export function ProofDialog({ title, intro, submitLabel, isPending, onSubmit, onClose }: TProofDialogProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setErrors({});
    setError(null);
    try {
      await onSubmit(password ? { password } : { code: code.trim() });
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.fields) {
        setErrors(failure.fields);
        return;
      }
      setError(isApiError(failure) ? failure.message : 'Something went wrong. Try again.');
    }
  };

  return (
    <FormDialog
      title={title}
      intro={intro}
      submitLabel={submitLabel}
      submitColor="error"
      isPending={isPending}
      isSubmitDisabled={!password && !code.trim()}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={4}>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <TextField
          label="Or a code"
          autoComplete="one-time-code"
          value={code}
          disabled={Boolean(password)}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(errors.code)}
          helperText={errors.code ?? 'From your authenticator app, or a recovery code'}
        />
      </Stack>
    </FormDialog>
  );
}
