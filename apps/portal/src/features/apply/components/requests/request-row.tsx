import { Box, Button, Stack, Typography } from '@mui/material';
import type { TReferenceRequest } from '@docapply/contracts';
import { RequestContact, RequestReminders, RequestStateChip } from '@docapply/ui';

type TRequestRowProps = {
  request: TReferenceRequest;
  isEditable: boolean;
  isBusy: boolean;
  onResend: () => void;
  onReplace: () => void;
  onRemove?: () => void;
};

/** One person asked: who, where the request stands, and what the doctor can do about it. */
export function RequestRow({ request, isEditable, isBusy, onResend, onReplace, onRemove }: TRequestRowProps) {
  const isAnswered = request.state === 'completed';
  // A declined request cannot be sent again: the doctor asks someone else instead.
  const canResend = request.state !== 'declined';
  return (
    <Box component="li" sx={{ py: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack
            useFlexGap
            direction="row"
            spacing={3}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{request.name}</Typography>
            <RequestStateChip state={request.state} />
          </Stack>
          <Box sx={{ mt: 1 }}>
            <RequestContact request={request} />
            <RequestReminders remindedAt={request.remindedAt} />
          </Box>
        </Box>
        {isEditable && !isAnswered ? (
          <Stack
            useFlexGap
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', flexShrink: 0, flexWrap: 'wrap' }}
          >
            {canResend ? (
              <Button
                size="small"
                onClick={onResend}
                disabled={isBusy}
                aria-label={`Resend to ${request.name}`}
              >
                Resend
              </Button>
            ) : null}
            <Button size="small" onClick={onReplace} disabled={isBusy} aria-label={`Replace ${request.name}`}>
              Replace
            </Button>
            {onRemove ? (
              <Button
                size="small"
                color="error"
                onClick={onRemove}
                disabled={isBusy}
                aria-label={`Remove ${request.name}`}
              >
                Remove
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
