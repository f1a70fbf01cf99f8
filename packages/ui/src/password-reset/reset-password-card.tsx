import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAlert } from '../alerts/alert-provider';
import { AuthCard } from '../sign-in/auth-card';
import { ResetPasswordForm } from './reset-password-form';
import { useFocusOnMount } from './use-focus-on-mount';

const MISSING_TOKEN = 'This link is incomplete. Open the link in your email again, or request a new one.';
const CHANGED = 'Your password has been changed. Sign in with your new password.';

export type TResetPasswordCardProps = {
  /** This site's sign-in page, where the person goes once the password is changed. */
  loginHref: string;
  /** This site's forgot-password page, for a new link. */
  forgotPasswordHref: string;
  /** The site clears its stored session: every session of the account has just ended. */
  onPasswordChanged: () => void;
};

type TOutcome = { kind: 'form' } | { kind: 'done' } | { kind: 'link-error'; message: string };

/** /resetPassword?token=… on both sites (open: signed in or not): the new password, then sign-in. */
export function ResetPasswordCard({
  loginHref,
  forgotPasswordHref,
  onPasswordChanged,
}: TResetPasswordCardProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { showAlert } = useAlert();
  const [outcome, setOutcome] = useState<TOutcome>(
    token ? { kind: 'form' } : { kind: 'link-error', message: MISSING_TOKEN },
  );

  const handleDone = () => {
    onPasswordChanged();
    setOutcome({ kind: 'done' });
    // The alert tells it, then takes the person to sign-in (after a second, spec section 4).
    showAlert({ type: 'success', message: CHANGED, navigateLink: loginHref });
  };

  switch (outcome.kind) {
    case 'form':
      return (
        <AuthCard
          title="Choose a new password"
          subtitle="Choose the password you will sign in with from now on. Changing it signs you out everywhere."
        >
          <ResetPasswordForm
            token={token}
            onDone={handleDone}
            onLinkError={(message) => setOutcome({ kind: 'link-error', message })}
          />
        </AuthCard>
      );
    case 'done':
      return <PasswordChanged loginHref={loginHref} />;
    case 'link-error':
      return (
        <LinkProblem
          message={outcome.message}
          forgotPasswordHref={forgotPasswordHref}
          loginHref={loginHref}
        />
      );
    default: {
      const never: never = outcome;
      return never;
    }
  }
}

function PasswordChanged({ loginHref }: { loginHref: string }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthCard title="Password changed" headingRef={headingRef}>
      <Stack spacing={5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{CHANGED}</Typography>
        <Button component={RouterLink} to={loginHref} variant="contained" size="large">
          Go to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

type TLinkProblemProps = { message: string; forgotPasswordHref: string; loginHref: string };

function LinkProblem({ message, forgotPasswordHref, loginHref }: TLinkProblemProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthCard
      title="This link cannot be used"
      headingRef={headingRef}
      footer={
        <Link component={RouterLink} to={loginHref} sx={{ fontWeight: 600 }}>
          Back to sign in
        </Link>
      }
    >
      <Stack spacing={5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" sx={{ width: '100%' }}>
          {message}
        </Alert>
        <Button component={RouterLink} to={forgotPasswordHref} variant="contained" size="large">
          Request a new link
        </Button>
      </Stack>
    </AuthCard>
  );
}
