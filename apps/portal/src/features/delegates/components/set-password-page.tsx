import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack } from '@mui/material';
import { AuthCard, NewPasswordForm, useFocusOnChange } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useSetPassword } from '../api/set-password';

const MISSING_TOKEN = 'This link is incomplete. Open the link in your invitation email again.';

type TOutcome = { kind: 'form' } | { kind: 'done'; email: string } | { kind: 'link-error'; message: string };

function SignInButton() {
  return (
    <Button component={RouterLink} to={paths.login.getHref()} variant="contained" size="large">
      Go to sign-in
    </Button>
  );
}

/** /setPassword?token=…: a doctor's invited delegate (issue 16) chooses a password, then signs in. */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const setPassword = useSetPassword();
  const [outcome, setOutcome] = useState<TOutcome>(
    token ? { kind: 'form' } : { kind: 'link-error', message: MISSING_TOKEN },
  );
  // The form is replaced in place: focus goes on from the new card's heading.
  const cardRef = useFocusOnChange<HTMLDivElement>(outcome.kind);

  return (
    <Box ref={cardRef}>
      {outcome.kind === 'form' ? (
        <AuthCard
          title="Choose your password"
          subtitle="Welcome to DocApply. Choose the password you will sign in with, together with a code we email you."
        >
          <NewPasswordForm
            label="Set your password"
            submitLabel="Set password"
            token={token}
            mutation={setPassword}
            onDone={(email) => setOutcome({ kind: 'done', email })}
            onLinkError={(message) => setOutcome({ kind: 'link-error', message })}
          />
        </AuthCard>
      ) : outcome.kind === 'done' ? (
        <AuthCard title="Your password is set">
          <Stack spacing={5} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success">{`You can sign in now as ${outcome.email}.`}</Alert>
            <SignInButton />
          </Stack>
        </AuthCard>
      ) : (
        <AuthCard title="This link cannot be used">
          <Stack spacing={5} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="error">{outcome.message}</Alert>
            <SignInButton />
          </Stack>
        </AuthCard>
      )}
    </Box>
  );
}
