import { Alert, AlertTitle, Box, Typography } from '@mui/material';

/** The signing secret, shown once after it was made: the receiver verifies every event with it. */
export function SecretNotice({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
  return (
    <Alert severity="warning" onClose={onDismiss} role="status">
      <AlertTitle>Copy the signing secret now</AlertTitle>
      <Typography variant="body2" sx={{ mb: 2 }}>
        It is not shown again. Your receiving system verifies each event&apos;s webhook-signature header with
        it (any Standard Webhooks library does).
      </Typography>
      <Box
        component="code"
        aria-label="Signing secret"
        sx={{
          display: 'block',
          p: 2,
          bgcolor: 'background.paper',
          wordBreak: 'break-all',
          userSelect: 'all',
        }}
      >
        {secret}
      </Box>
    </Alert>
  );
}
