import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { getErrorMessage } from '@docapply/ui';

/** A part of a page that is loading: a spinner with a label screen readers announce. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Stack role="status" spacing={3} sx={{ alignItems: 'center', py: 12 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}

/** Nothing to show yet, and why. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <InboxOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 2 }}>
        {title}
      </Typography>
      {children ? (
        <Box sx={{ mt: 2, color: 'text.secondary' }}>
          <Typography component="div">{children}</Typography>
        </Box>
      ) : null}
    </Paper>
  );
}

/** A read that failed: the server's message and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {getErrorMessage(error)}
    </Alert>
  );
}
