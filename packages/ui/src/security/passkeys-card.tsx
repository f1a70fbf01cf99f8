import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFactorAdded, TPasskeySite, TPasskeyView, TSecurityView } from '@docapply/contracts';
import { useAlert } from '../alerts/alert-provider';
import { getErrorMessage } from '../api/api-error';
import { FormDialog } from '../dialogs/form-dialog';
import { formatDay } from '../format/format';
import { SectionCard } from '../shell/section-card';
import { ProofDialog } from './proof-dialog';
import { useAddPasskey, useRemovePasskey } from './security-api';

function RemovePasskeyDialog({ passkey, onClose }: { passkey: TPasskeyView; onClose: () => void }) {
  const remove = useRemovePasskey(passkey.id);
  const { showAlert } = useAlert();
  return (
    <ProofDialog
      title={`Remove “${passkey.name}”?`}
      intro="Confirm it is you. This passkey will no longer sign you in."
      submitLabel="Remove"
      isPending={remove.isPending}
      onSubmit={async (proof) => {
        const result = await remove.mutateAsync(proof);
        showAlert({ type: 'success', message: result.message });
      }}
      onClose={onClose}
    />
  );
}

function AddPasskeyDialog(props: {
  site: TPasskeySite;
  onAdded: (r: TFactorAdded) => void;
  onClose: () => void;
}) {
  const add = useAddPasskey(props.site);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title="Add a passkey"
      intro="Name it after the device or key it lives on. Your browser then asks you to create it."
      submitLabel="Continue"
      isPending={add.isPending}
      isSubmitDisabled={!name.trim()}
      error={error}
      maxWidth="xs"
      onClose={props.onClose}
      onSubmit={async () => {
        setError(null);
        try {
          props.onAdded(await add.mutateAsync({ name: name.trim() }));
          props.onClose();
        } catch (failure) {
          setError(getErrorMessage(failure));
        }
      }}
    >
      <TextField
        label="Passkey name"
        placeholder="Work laptop"
        autoFocus
        fullWidth
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
    </FormDialog>
  );
}

export type TPasskeysCardProps = {
  security: TSecurityView;
  site: TPasskeySite;
  onAdded: (result: TFactorAdded) => void;
};

/** The account's passkeys: each with its name and dates, removable; add another. */
export function PasskeysCard({ security, site, onAdded }: TPasskeysCardProps) {
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<TPasskeyView | null>(null);
  return (
    <SectionCard id="security-passkeys" title="Passkeys">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sign in with your fingerprint, face, screen lock or a security key instead of a code.
      </Typography>
      {security.passkeys.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
          {security.passkeys.map((passkey) => (
            <Box component="li" key={passkey.id} sx={{ py: 3, borderBottom: 1, borderColor: 'divider' }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{passkey.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Added {formatDay(passkey.createdAt)}
                    {passkey.lastUsedAt ? ` · last used ${formatDay(passkey.lastUsedAt)}` : ''}
                  </Typography>
                </Box>
                <Button
                  color="error"
                  onClick={() => setRemoving(passkey)}
                  aria-label={`Remove ${passkey.name}`}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Remove
                </Button>
              </Stack>
            </Box>
          ))}
        </Box>
      ) : null}
      <Button variant="outlined" onClick={() => setIsAdding(true)}>
        Add a passkey
      </Button>
      {isAdding ? (
        <AddPasskeyDialog site={site} onAdded={onAdded} onClose={() => setIsAdding(false)} />
      ) : null}
      {removing ? <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} /> : null}
    </SectionCard>
  );
}
