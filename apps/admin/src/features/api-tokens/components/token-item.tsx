import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { API_TOKEN_SCOPE_LABELS, type TApiToken } from '@docapply/contracts';
import { ConfirmDialog, FactList, formatMoment, formatDay, useAlert } from '@docapply/ui';
import { useRevokeApiToken } from '../api/api-tokens';

function tokenState(token: TApiToken): { label: string; isLive: boolean } {
  if (token.revokedAt) {
    return { label: `Revoked ${formatDay(token.revokedAt)}`, isLive: false };
  }
  if (token.expiresAt && new Date(token.expiresAt) <= new Date()) {
    return { label: `Expired ${formatDay(token.expiresAt)}`, isLive: false };
  }
  return { label: 'Active', isLive: true };
}

/** One token: what it may read, who made it, when it was last used; revoking it while live. */
export function TokenItem({ hospitalId, token }: { hospitalId: string; token: TApiToken }) {
  const { showAlert, showApiError } = useAlert();
  const revoke = useRevokeApiToken(hospitalId);
  const [isConfirming, setIsConfirming] = useState(false);
  const state = tokenState(token);
  const facts: [string, string][] = [
    ['May read', token.scopes.map((scope) => API_TOKEN_SCOPE_LABELS[scope]).join('; ')],
    ['Starts with', `${token.prefix}…`],
    ['Created', `${formatDay(token.createdAt)} by ${token.createdBy ?? 'a former administrator'}`],
    ['Last used', token.lastUsedAt ? formatMoment(token.lastUsedAt) : 'Never'],
    ['Expires', token.expiresAt ? formatDay(token.expiresAt) : 'When revoked'],
  ];
  return (
    <Box component="li" sx={{ py: 4 }}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {token.name}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={state.label}
          color={state.isLive ? 'success' : 'default'}
        />
      </Stack>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <FactList facts={facts} />
        {state.isLive ? (
          <div>
            <Button
              size="small"
              variant="outlined"
              color="error"
              aria-label={`Revoke token: ${token.name}`}
              onClick={() => setIsConfirming(true)}
            >
              Revoke
            </Button>
          </div>
        ) : null}
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Revoke "${token.name}"?`}
        confirmLabel="Revoke token"
        isBusy={revoke.isPending}
        onClose={() => setIsConfirming(false)}
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () => {
              setIsConfirming(false);
              showAlert({ type: 'success', message: `Token "${token.name}" revoked.` });
            },
            onError: (error) => showApiError(error),
          })
        }
      >
        The system using it is refused from its next request. This cannot be undone: a new token must be
        created and entered there.
      </ConfirmDialog>
    </Box>
  );
}
