import type { ReactNode } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useAlert } from '@docapply/ui';
import { useResendVerification } from '@/hooks/use-resend-verification';

type TStepProps = { title: string; isDone: boolean; children: ReactNode; action?: ReactNode };

function Step({ title, isDone, children, action }: TStepProps) {
  return (
    <Stack direction="row" spacing={4} component="li" sx={{ alignItems: 'flex-start', py: 5 }}>
      {isDone ? (
        <CheckCircleIcon color="success" aria-label="Done" />
      ) : (
        <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} aria-label="To do" />
      )}
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {children}
        </Typography>
        {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
      </Box>
    </Stack>
  );
}

type TFirstStepsPanelProps = { isEmailVerified: boolean; email?: string };

/** What a new doctor does first. Applications arrive in a later release, and the panel says so. */
export function FirstStepsPanel({ isEmailVerified, email }: TFirstStepsPanelProps) {
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
    <Paper variant="outlined" sx={{ borderRadius: 3, px: { xs: 5, md: 8 }, py: { xs: 4, md: 6 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Your first steps
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        <Step
          title="Verify your email address"
          isDone={isEmailVerified}
          action={
            isEmailVerified ? null : (
              <Button variant="outlined" onClick={resendLink} disabled={resend.isPending || !email}>
                Send the link again
              </Button>
            )
          }
        >
          {isEmailVerified
            ? 'Your email address is verified.'
            : `We sent a verification link to ${email ?? 'your email address'}. Open it to unlock applications; the link is valid for 24 hours.`}
        </Step>
        <Step
          title="Start an application"
          isDone={false}
          action={
            <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
              <Button variant="contained" disabled>
                Start an application
              </Button>
              <Chip label="Coming soon" size="small" color="primary" variant="outlined" />
            </Stack>
          }
        >
          Choose a hospital, fill in its application once, and reuse your answers for the next hospital.
        </Step>
        <Step title="Gather references and coverage" isDone={false}>
          Name your peer references and a covering physician; each gets an email with a secure link to answer.
        </Step>
      </Box>
    </Paper>
  );
}
