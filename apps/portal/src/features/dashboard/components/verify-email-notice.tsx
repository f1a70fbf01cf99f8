import { Alert, AlertTitle, Button } from '@mui/material';
import { EMAIL_VERIFY_TTL_HOURS } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { useResendVerification } from '@/hooks/use-resend-verification';

/** An unverified doctor is asked to open the emailed link before applying. */
export function VerifyEmailNotice({ email }: { email?: string }) {
  const resend = useResendVerification();
  const { showAlert, showApiError } = useAlert();

  const resendLink = () => {
    if (!email) {
      return;
    }
    resend.mutate(email, {
      onSuccess: (result) => showAlert({ type: 'success', message: result.message }),
      onError: (error) => showApiError(error),
    });
  };

  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={resendLink} disabled={resend.isPending || !email}>
          Send the link again
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <AlertTitle>Verify your email address</AlertTitle>
      We sent a verification link to {email ?? 'your email address'}. Open it to start applying; the link is
      valid for {EMAIL_VERIFY_TTL_HOURS} hours.
    </Alert>
  );
}
