import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFactorAdded, TSecurityView, TTotpSetup } from '@docapply/contracts';
import { useAlert } from '../alerts/alert-provider';
import { isApiError } from '../api/api-error';
import { formatDay } from '../format/format';
import { SectionCard } from '../shell/section-card';
import { ProofDialog } from './proof-dialog';
import { useConfirmTotp, useRemoveTotp, useStartTotp } from './security-api';

/** The secret in groups of four, easier to type into an app by hand. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function TotpSetup({ setup, onAdded }: { setup: TTotpSetup; onAdded: (result: TFactorAdded) => void }) {
  const confirm = useConfirmTotp();
  const { showApiError } = useAlert();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    setError(undefined);
    confirm.mutate(
      { code },
      {
        onSuccess: onAdded,
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
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Set up an authenticator app"
      spacing={4}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography>
        1. Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft
        Authenticator or 1Password).
      </Typography>
      <Box
        component="img"
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        sx={{ width: 192, height: 192, border: 1, borderColor: 'divider', borderRadius: 2 }}
      />
      <Typography>
        Cannot scan it? Enter this key in the app instead:{' '}
        <Box component="code" sx={{ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' }}>
          {groupSecret(setup.secret)}
        </Box>
      </Typography>
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      <TextField
        label="Code from the app"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        sx={{ maxWidth: 240 }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={confirm.isPending || code.length !== 6}
        sx={{ alignSelf: 'flex-start' }}
      >
        Confirm
      </Button>
    </Stack>
  );
}

export type TTotpCardProps = { security: TSecurityView; onAdded: (result: TFactorAdded) => void };

/** The authenticator app: set one up (QR code, key, first code), or remove it. */
export function TotpCard({ security, onAdded }: TTotpCardProps) {
  const start = useStartTotp();
  const remove = useRemoveTotp();
  const { showAlert, showApiError } = useAlert();
  const [isRemoving, setIsRemoving] = useState(false);
  const added = (result: TFactorAdded) => {
    start.reset();
    onAdded(result);
  };
  return (
    <SectionCard id="security-totp" title="Authenticator app">
      {security.totp ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flex: 1 }}>Set up on {formatDay(security.totp.addedAt)}.</Typography>
          <Button color="error" onClick={() => setIsRemoving(true)} sx={{ alignSelf: 'flex-start' }}>
            Remove authenticator app
          </Button>
        </Stack>
      ) : start.data ? (
        <TotpSetup setup={start.data} onAdded={added} />
      ) : (
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            An app on your phone shows a new 6-digit code every 30 seconds. You enter it when you sign in.
          </Typography>
          <Button
            variant="outlined"
            disabled={start.isPending}
            onClick={() => start.mutate(undefined, { onError: (failure) => showApiError(failure) })}
          >
            Set up an authenticator app
          </Button>
        </Stack>
      )}
      {isRemoving ? (
        <ProofDialog
          title="Remove your authenticator app?"
          intro="Confirm it is you. You will no longer be able to sign in with its codes."
          submitLabel="Remove"
          isPending={remove.isPending}
          onSubmit={async (proof) => {
            const result = await remove.mutateAsync(proof);
            showAlert({ type: 'success', message: result.message });
          }}
          onClose={() => setIsRemoving(false)}
        />
      ) : null}
    </SectionCard>
  );
}
