import { Link as RouterLink, useLocation } from 'react-router';
import { Link, Stack, Typography } from '@mui/material';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { EMAIL_VERIFY_TTL_HOURS } from '@docapply/contracts';
import { AuthCard } from '@docapply/ui';
import { paths } from '@/config/paths';
import { ResendVerificationForm } from './resend-verification-form';

function readEmail(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') {
    return state.email || undefined;
  }
  return undefined;
}

/** After registering: the doctor opens the emailed link, or asks for it again. */
export function EmailVerifyPage() {
  const email = readEmail(useLocation().state);
  return (
    <AuthCard
      title="Verify your email"
      footer={
        <>
          Verified already?{' '}
          <Link component={RouterLink} to={paths.login.getHref()} sx={{ fontWeight: 600 }}>
            Doctor Login
          </Link>
        </>
      }
    >
      <Stack spacing={5}>
        <MarkEmailUnreadOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography>
          {email ? (
            <>
              We sent a verification link to <strong>{email}</strong>.
            </>
          ) : (
            'We sent a verification link to your email address.'
          )}{' '}
          Check your inbox and open the link to activate your account. It is valid for{' '}
          {EMAIL_VERIFY_TTL_HOURS} hours and can be used once.
        </Typography>
        <Typography color="text.secondary">
          Nothing arrived after a few minutes? Check your spam folder, or ask for a new link.
        </Typography>
        <ResendVerificationForm email={email} />
      </Stack>
    </AuthCard>
  );
}
