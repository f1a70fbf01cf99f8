import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Stack } from '@mui/material';
import { AuthCard, getErrorMessage, isApiError } from '@docapply/ui';
import { paths } from '@/config/paths';
import { LoadingState } from '@/components/page-states';
import { useSetPasswordCheck } from '../api/check-set-password';
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

function LinkErrorCard({ message }: { message: string }) {
  return (
    <AuthCard title="This link cannot be used">
      <Stack spacing={5}>
        <Alert severity="error">{message}</Alert>
        <SignInButton />
      </Stack>
    </AuthCard>
  );
}

/** /setPassword?token=…: an invited hospital administrator chooses a password, then signs in. */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<TOutcome>(
    token ? { kind: 'form' } : { kind: 'link-error', message: MISSING_TOKEN },
  );

  const check = useSetPasswordCheck(outcome.kind === 'form' ? token : '');

  switch (outcome.kind) {
    case 'form':
      if (check.isError) {
        // A 4xx: the link itself is used, expired or unknown; anything else may pass on a retry.
        return isApiError(check.error) && check.error.statusCode < 500 ? (
          <LinkErrorCard message={check.error.message} />
        ) : (
          <AuthCard title="We could not check your link">
            <Stack spacing={5}>
              <Alert severity="error">{getErrorMessage(check.error)}</Alert>
              <Button variant="contained" size="large" onClick={() => void check.refetch()}>
                Try again
              </Button>
            </Stack>
          </AuthCard>
        );
      }
      if (!check.data) {
        return (
          <AuthCard title="Choose your password">
            <LoadingState label="Checking your invitation link…" />
          </AuthCard>
        );
      }
      return (
        <AuthCard
          title="Choose your password"
          subtitle={`Welcome to DocApply. Choose the password you will sign in with as ${check.data.email}, together with a code we email you.`}
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
      return <LinkErrorCard message={outcome.message} />;
    default: {
      const never: never = outcome;
      return never;
    }
  }
}
