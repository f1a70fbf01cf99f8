import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSignInSession } from '@docapply/contracts';
import { useAlert } from '../alerts/alert-provider';
import { getErrorMessage } from '../api/api-error';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { useSession } from '../sign-in/session';
import { SessionRow } from './session-row';
import { useEndAllSessions, useEndSession, useSignInSessions } from './sign-in-activity-api';

export type TSignInActivityProps = {
  /** Where signing out everywhere lands: the site's sign-in page. */
  signInHref: string;
};

/**
 * The signed-in account's recent sign-ins (both sites' "Sign-in activity" page): each one's device,
 * address and method, "Sign out" for another session, and "Sign out everywhere".
 */
export function SignInActivity({ signInHref }: TSignInActivityProps) {
  const { showAlert } = useAlert();
  const sessions = useSignInSessions();
  const endSession = useEndSession();
  const endAll = useEndAllSessions();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const rows = useRef(new Map<string, HTMLLIElement>());

  const signOutOne = async (session: TSignInSession) => {
    try {
      const { message } = await endSession.mutateAsync(session.id);
      showAlert({ type: 'success', message });
      // Its Sign out button is gone: the focus stays on its row instead of falling to the page.
      rows.current.get(session.id)?.focus();
    } catch (error) {
      showAlert({ type: 'error', message: getErrorMessage(error) });
    }
  };

  const signOutEverywhere = async () => {
    try {
      const { message } = await endAll.mutateAsync();
      // Signed out at once (the private route's guard then sends the person to its own default
      // page), and only then to the sign-in page: the later navigation is the one that lands.
      flushSync(() => signOut());
      queryClient.clear();
      showAlert({ type: 'success', message });
      void navigate(signInHref, { replace: true });
    } catch (error) {
      showAlert({ type: 'error', message: getErrorMessage(error) });
    }
  };

  const list = sessions.data ?? [];
  return (
    <Stack spacing={4}>
      <Paper
        variant="outlined"
        sx={{ borderRadius: 3, px: { xs: 4, md: 6 } }}
        aria-busy={sessions.isFetching}
      >
        {sessions.isPending ? (
          <Skeleton variant="rounded" height={80} sx={{ my: 4 }} />
        ) : sessions.isError ? (
          <Typography role="alert" sx={{ py: 6 }}>
            {getErrorMessage(sessions.error)}
          </Typography>
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6 }}>
            No sign-ins in the last 90 days.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Your recent sign-ins" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={(row) => void signOutOne(row)}
                isSigningOut={endSession.isPending}
                rowRef={(element) => {
                  if (element) {
                    rows.current.set(session.id, element);
                  } else {
                    rows.current.delete(session.id);
                  }
                }}
              />
            ))}
          </Box>
        )}
      </Paper>
      <Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Don&apos;t recognise a sign-in? Sign out everywhere, then choose a new password.
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setIsConfirming(true)}>
          Sign out everywhere
        </Button>
      </Box>
      {isConfirming ? (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          isBusy={endAll.isPending}
          onConfirm={() => void signOutEverywhere()}
          onClose={() => setIsConfirming(false)}
        >
          Every device signed in to your account is signed out, this one too. Each will need to sign in again.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
