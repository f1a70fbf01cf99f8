import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Stack } from '@mui/material';
import { AuthCard } from '@docapply/ui';
import { paths } from '@/config/paths';
import { SetPasswordForm } from './set-password-form';

const MISSING_TOKEN = 'This link is incomplete. Open the link in your invitation email again.';

type TOutcome = { kind: 'form' } | { kind: 'done'; email: string } | { kind: 'link-error'; message: string };

function SignInButton() {
  return (
    <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large">
      Go to sign-in
    </Button>
  );
}

/** /setPassword?token=…: an invited hospital administrator chooses a password, then signs in. */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<TOutcome>(
    token ? { kind: 'form' } : { kind: 'link-error', message: MISSING_TOKEN },
  );

  switch (outcome.kind) {
    case 'form':
      return (
        <AuthCard
          title="Choose your password"
          subtitle="Welcome to DocApply. Choose the password you will sign in with, together with a code we email you."
        >
          <SetPasswordForm
            token={token}
            onDone={(email) => setOutcome({ kind: 'done', email })}
            onLinkError={(message) => setOutcome({ kind: 'link-error', message })}
          />
        </AuthCard>
      );
    case 'done':
      return (
        <AuthCard title="Your password is set">
          <Stack spacing={5}>
            <Alert severity="success">{`You can sign in now as ${outcome.email}.`}</Alert>
            <SignInButton />
          </Stack>
        </AuthCard>
      );
    case 'link-error':
      return (
        <AuthCard title="This link cannot be used">
          <Stack spacing={5}>
            <Alert severity="error">{outcome.message}</Alert>
            <SignInButton />
          </Stack>
        </AuthCard>
      );
    default: {
      const never: never = outcome;
      return never;
    }
  }
}
