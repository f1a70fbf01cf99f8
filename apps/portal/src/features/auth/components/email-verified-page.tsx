import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { normaliseEmail } from '@docapply/rules';
import { AuthCard, getErrorMessage, isApiError, useAlert } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationForm } from './resend-verification-form';

const LINK_ERROR_CODES = ['TOKEN_INVALID', 'TOKEN_EXPIRED'];

/** The emailed link lands here (an open route): the token is used once and the outcome shown. */
export function EmailVerifiedPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { isSignedIn, user, updateUser } = useSession();
  const { showApiError } = useAlert();
  const verifyEmail = useVerifyEmail();
  const { mutate } = verifyEmail;
  // The token is single use: never send it twice (React's development double effects included).
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) {
      return;
    }
    sentToken.current = token;
    mutate(token, {
      onError: (error) => {
        if (!(isApiError(error) && LINK_ERROR_CODES.includes(error.code))) {
          showApiError(error);
        }
      },
    });
  }, [token, mutate, showApiError]);

  const verifiedEmail = verifyEmail.data?.email;
  const isOwnAccount = Boolean(
    user && verifiedEmail && normaliseEmail(user.email) === normaliseEmail(verifiedEmail),
  );
  useEffect(() => {
    if (isOwnAccount) {
      updateUser({ isEmailVerified: true });
    }
  }, [isOwnAccount, updateUser]);

  if (!token) {
    return (
      <LinkProblem message="This verification link is incomplete. Request a new one." email={user?.email} />
    );
  }
  if (verifyEmail.isError) {
    return <LinkProblem message={getErrorMessage(verifyEmail.error)} email={user?.email} />;
  }
  if (!verifyEmail.isSuccess) {
    return (
      <AuthCard title="Verifying your email">
        <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-label="Verifying" />
          <Typography>One moment while we check your link…</Typography>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Your email is verified">
      <Stack spacing={5} sx={{ alignItems: 'flex-start' }}>
        <VerifiedOutlinedIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography>
          {verifyEmail.data.message} <strong>{verifiedEmail}</strong> is now confirmed.
        </Typography>
        {isSignedIn ? (
          <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained" size="large">
            Go to your dashboard
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.login.getHref()} variant="contained" size="large">
            Sign in
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}

function LinkProblem({ message, email }: { message: string; email?: string }) {
  return (
    <AuthCard title="We could not verify your email">
      <Stack spacing={5}>
        <Alert severity="error">{message}</Alert>
        <Box>
          <Typography sx={{ mb: 4 }}>
            {email
              ? `We can send a new link to ${email}.`
              : 'Enter your email address and we will send a new link.'}
          </Typography>
          <ResendVerificationForm email={email} variant="contained" />
        </Box>
      </Stack>
    </AuthCard>
  );
}
