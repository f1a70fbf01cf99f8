import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPasswordResetSite } from '@docapply/contracts';
import { AuthCard } from '../sign-in/auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { useFocusOnMount } from './use-focus-on-mount';

export type TForgotPasswordCardProps = {
  site: TPasswordResetSite;
  /** This site's sign-in page. */
  loginHref: string;
};

/** /forgotPassword on both sites: the email, then "check your inbox" (the same for any address). */
export function ForgotPasswordCard({ site, loginHref }: TForgotPasswordCardProps) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const backToSignIn = (
    <Link component={RouterLink} to={loginHref} sx={{ fontWeight: 600 }}>
      Back to sign in
    </Link>
  );
  if (sent) {
    return <LinkSent {...sent} onAgain={() => setSent(null)} footer={backToSignIn} />;
  }
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you sign in with. We will email you a link to choose a new password."
      footer={backToSignIn}
    >
      <ForgotPasswordForm site={site} onSent={setSent} />
    </AuthCard>
  );
}

type TLinkSentProps = { email: string; message: string; onAgain: () => void; footer: ReactNode };

function LinkSent({ email, message, onAgain, footer }: TLinkSentProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <AuthCard title="Check your email" headingRef={headingRef} footer={footer}>
      <Stack spacing={5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ width: '100%' }}>
          {message}
        </Alert>
        <Typography>
          Nothing at <strong>{email}</strong> after a few minutes? Check your spam folder and the address, or
          send another link.
        </Typography>
        <Button variant="outlined" onClick={onAgain}>
          Send another link
        </Button>
      </Stack>
    </AuthCard>
  );
}
