import { useState } from 'react';
import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { TDelegate, TDelegateState } from '@docapply/contracts';
import { ConfirmDialog, formatMoment, getErrorMessage, useAlert } from '@docapply/ui';
import { PageSection } from '@/components/page-section';
import { useDelegates, useRevokeDelegate } from '../api/delegates-api';
import { InviteDelegateDialog } from './invite-delegate-dialog';

const STATE_LABELS: Record<TDelegateState, string> = {
  invited: 'Invited',
  active: 'Active',
  revoked: 'Revoked',
};

function DelegateRow({ delegate, onRevoke }: { delegate: TDelegate; onRevoke: (d: TDelegate) => void }) {
  return (
    <Box component="li" sx={{ py: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{delegate.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {delegate.email} · invited {formatMoment(delegate.invitedAt)}
          </Typography>
        </Box>
        <Chip
          label={STATE_LABELS[delegate.state]}
          color={delegate.state === 'active' ? 'success' : 'default'}
          size="small"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
        {delegate.state === 'revoked' ? null : (
          <Button color="error" onClick={() => onRevoke(delegate)} aria-label={`Revoke ${delegate.name}`}>
            Revoke
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** /delegates: the doctor invites an office manager, sees each one's state and revokes them. */
export function DelegatesPage() {
  const { showAlert } = useAlert();
  const delegates = useDelegates();
  const revoke = useRevokeDelegate();
  const [isInviting, setIsInviting] = useState(false);
  const [revoking, setRevoking] = useState<TDelegate | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) {
      return;
    }
    try {
      await revoke.mutateAsync(revoking.id);
      showAlert({ type: 'success', message: 'Access revoked.' });
      setRevoking(null);
    } catch (error) {
      showAlert({ type: 'error', message: getErrorMessage(error) });
    }
  };

  const list = delegates.data ?? [];
  return (
    <PageSection
      title="Delegates"
      intro="Someone who fills in your applications for you, with an account of their own. You see who changed what, and you can revoke them at any time."
    >
      <Box>
        <Button variant="contained" onClick={() => setIsInviting(true)}>
          Invite a delegate
        </Button>
      </Box>
      <Paper
        variant="outlined"
        sx={{ borderRadius: 3, px: { xs: 4, md: 6 } }}
        aria-busy={delegates.isFetching}
      >
        {delegates.isPending ? (
          <Skeleton variant="rounded" height={80} sx={{ my: 4 }} />
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6 }}>
            You have no delegates yet.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Your delegates" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((delegate) => (
              <DelegateRow key={delegate.id} delegate={delegate} onRevoke={setRevoking} />
            ))}
          </Box>
        )}
      </Paper>
      {isInviting ? <InviteDelegateDialog onClose={() => setIsInviting(false)} /> : null}
      {revoking ? (
        <ConfirmDialog
          title="Revoke this delegate?"
          confirmLabel="Revoke"
          isBusy={revoke.isPending}
          onConfirm={() => void confirmRevoke()}
          onClose={() => setRevoking(null)}
        >
          {`${revoking.name} will no longer be able to work on your applications.`}
        </ConfirmDialog>
      ) : null}
    </PageSection>
  );
}
