import { useEffect, useRef, useState } from 'react';
import { Alert, Link, Stack } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { SSO_REFUSALS, isSsoRefusal } from '@docapply/contracts';
import { AuthCard, FullScreenLoader, createOtpChallenge, getErrorMessage, useSession } from '@docapply/ui';
import { paths } from '@/config/paths';
import { getLandingHref } from '@/lib/roles';
import { otpChallenges } from '@/lib/otp-challenges';
import { useExchangeSsoTicket } from '../api/sso-api';

/** What the API's callback put in the fragment. */
function readOutcome(hash: string): { ticket: string | null; error: string | null } {
  const values = new URLSearchParams(hash.slice(1));
  return { ticket: values.get('ticket'), error: values.get('error') };
}

/**
 * /sso/done (open): the end of a single sign-on. The ticket is exchanged (once) for the session,
 * and the administrator lands on their first page; a refusal is told in the product's words.
 */
export function SsoDonePage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const location = useLocation();
  // Read once; the ticket then leaves the address bar and the history.
  const [outcome] = useState(() => readOutcome(location.hash));
  const exchange = useExchangeSsoTicket();
  const isStarted = useRef(false);
  const { mutate } = exchange;

  useEffect(() => {
    if (!outcome.ticket || isStarted.current) {
      return;
    }
    isStarted.current = true;
    void navigate({ pathname: location.pathname }, { replace: true });
    mutate(outcome.ticket, {
      onSuccess: (result) => {
        if ('challenge' in result) {
          // The hospital requires a passkey or an authenticator app: step 2, as after a password.
          const challenge = createOtpChallenge(result, result.email);
          otpChallenges.save(challenge);
          void navigate(paths.otp.getHref(), { replace: true, state: challenge });
          return;
        }
        signIn(result);
        void navigate(getLandingHref(result.user), { replace: true });
      },
    });
  }, [location.pathname, mutate, navigate, outcome.ticket, signIn]);

  const isRefused = !outcome.ticket || exchange.isError;
  // The page a browser comes back to: focus on its heading, so the refusal is read from the top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isRefused) {
      headingRef.current?.focus();
    }
  }, [isRefused]);

  if (!isRefused) {
    return <FullScreenLoader message="Signing you in..." />;
  }
  const message = exchange.error
    ? getErrorMessage(exchange.error)
    : outcome.error && isSsoRefusal(outcome.error)
      ? SSO_REFUSALS[outcome.error]
      : SSO_REFUSALS.expired;
  return (
    <AuthCard title="Single sign-on" subtitle="We could not sign you in." headingRef={headingRef}>
      <Stack spacing={4}>
        <Alert severity="error">{message}</Alert>
        <Link component={RouterLink} to={paths.singleSignOn.getHref()} sx={{ fontWeight: 600 }}>
          Try single sign-on again
        </Link>
        <Link component={RouterLink} to={paths.home.getHref()} sx={{ fontWeight: 600 }}>
          Back to sign-in
        </Link>
      </Stack>
    </AuthCard>
  );
}
