import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import type { TSsoSettings } from '@docapply/contracts';
import { ConfirmDialog, getErrorMessage } from '@docapply/ui';
import { useRemoveSsoSettings } from '../api/sso-api';

type TSsoRemoveButtonProps = {
  hospitalId: string;
  displayName: string;
  /** The settings without a provider, once removed. */
  onRemoved: (settings: TSsoSettings) => void;
};

/** "Remove single sign-on", after a confirmation that says password sign-in comes back on. */
export function SsoRemoveButton({ hospitalId, displayName, onRemoved }: TSsoRemoveButtonProps) {
  const [isAsking, setIsAsking] = useState(false);
  const remove = useRemoveSsoSettings(hospitalId);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" color="error" size="large" onClick={() => setIsAsking(true)}>
        Remove single sign-on
      </Button>
      {remove.isError ? <Alert severity="error">{getErrorMessage(remove.error)}</Alert> : null}
      <ConfirmDialog
        isOpen={isAsking}
        title="Remove single sign-on?"
        confirmLabel="Remove"
        isBusy={remove.isPending}
        onClose={() => setIsAsking(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (settings) => {
              setIsAsking(false);
              onRemoved(settings);
            },
            onError: () => setIsAsking(false),
          })
        }
      >
        Your staff will no longer sign in with {displayName}. Your admins sign in with their email and
        password again; anyone without a password sets one with &quot;Forgot password?&quot;.
      </ConfirmDialog>
    </Stack>
  );
}
