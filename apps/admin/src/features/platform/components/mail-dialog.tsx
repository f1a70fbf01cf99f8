import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { TOutboxMailDetail } from '@docapply/contracts';
import { formatMoment, useAlert } from '@docapply/ui';
import { ErrorState } from '@/components/page-states';
import { useOutboxMail } from '../api/get-outbox-mail';
import { useResendOutboxMail } from '../api/resend-outbox-mail';
import { MailStatusChip } from './mail-status-chip';

function MailDetails({ mail }: { mail: TOutboxMailDetail }) {
  const rows: [string, string][] = [
    ['To', mail.to],
    ['Created', formatMoment(mail.createdAt)],
    ['Sent', formatMoment(mail.sentAt)],
    ['Attempts', String(mail.attempts)],
    ...(mail.status === 'queued' ? [['Next try', formatMoment(mail.nextAttemptAt)] as [string, string]] : []),
    ...(mail.status === 'queued' || mail.status === 'failed'
      ? [['Retries until', formatMoment(mail.retryUntil)] as [string, string]]
      : []),
  ];
  return (
    <Stack spacing={4}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 4, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Box sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            Status
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <MailStatusChip status={mail.status} />
          </Box>
        </Box>
      </Box>
      {mail.lastError ? <Alert severity="error">{`Last error: ${mail.lastError}`}</Alert> : null}
      <Alert severity="info">
        {mail.isMasked
          ? 'Sign-in codes and the secret part of each link are hidden (••••••): only the person the message was sent to can use them. Your reading of this message is recorded.'
          : 'No mail server is set up, so this message was not delivered: this is the whole message, including any sign-in code or link in it. Do not share it. Your reading of this message is recorded.'}
      </Alert>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 4,
          borderRadius: 2,
          bgcolor: 'grey.100',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
        }}
      >
        {mail.text}
      </Box>
    </Stack>
  );
}

/** One outgoing message as it was sent (the body is read only when the dialog opens). */
export function MailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const titleId = useId();
  const mail = useOutboxMail(id);
  const resend = useResendOutboxMail();
  const { showAlert, showApiError } = useAlert();
  const onResend = () =>
    resend.mutate(id, {
      onSuccess: () =>
        showAlert({ type: 'success', message: 'The message is queued again and will be sent in a moment.' }),
      onError: (error) => showApiError(error),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{mail.data?.subject ?? 'Message'}</DialogTitle>
      <DialogContent>
        {mail.isPending ? (
          <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
            <CircularProgress aria-hidden />
            <Typography color="text.secondary">Loading the message...</Typography>
          </Stack>
        ) : null}
        {mail.isError ? <ErrorState error={mail.error} onRetry={() => void mail.refetch()} /> : null}
        {mail.data ? <MailDetails mail={mail.data} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 6, pb: 5 }}>
        {mail.data?.status === 'failed' ? (
          <Button variant="contained" onClick={onResend} disabled={resend.isPending}>
            Resend
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
