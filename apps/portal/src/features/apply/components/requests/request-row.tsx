import { Button } from '@mui/material';
import type { TReferenceRequest } from '@docapply/contracts';
import { RequestContact, RequestReminders, RequestStateChip } from '@docapply/ui';
import { PersonRow } from './person-row';

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
    <PersonRow
      name={request.name}
      chip={<RequestStateChip state={request.state} />}
      details={
        <>
          <RequestContact request={request} />
          <RequestReminders remindedAt={request.remindedAt} />
        </>
      }
      actions={
        isEditable && !isAnswered ? (
          <>
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
          </>
        ) : null
      }
    />
  );
}
