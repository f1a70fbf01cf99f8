import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import type { TAdminRequest, TForm, TRequestKind, TRequestState } from '@docapply/contracts';
import { AnswersView, RequestContact, RequestReminders, RequestStateChip, useAlert } from '@docapply/ui';
import { useResendRequest } from '../api/resend-request';
import { renderDocumentField } from './document-button';

/** A request that has not been answered or declined can be sent again. */
function canResend(state: TRequestState): boolean {
  return state === 'sent' || state === 'opened' || state === 'expired';
}

type TRequestItemProps = {
  applicationId: string;
  kind: TRequestKind;
  request: TAdminRequest;
  form: TForm | null;
};

function RequestItem({ applicationId, kind, request, form }: TRequestItemProps) {
  const resend = useResendRequest(applicationId);
  const { showAlert, showApiError } = useAlert();
  return (
    <Box component="li" sx={{ py: 4 }}>
      <Stack direction="row" spacing={3} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h4" sx={{ fontWeight: 600 }}>
            {request.name}
          </Typography>
          <RequestContact request={request} />
          <RequestReminders remindedAt={request.remindedAt} />
        </Box>
        <RequestStateChip state={request.state} />
      </Stack>
      {canResend(request.state) ? (
        <Button
          size="small"
          startIcon={<SendOutlinedIcon />}
          sx={{ mt: 2 }}
          disabled={resend.isPending}
          aria-label={`Resend the request to ${request.name}`}
          onClick={() =>
            resend.mutate(
              { kind, requestId: request.id },
              {
                onSuccess: (result) => showAlert({ type: 'success', message: result.message }),
                onError: (error) => showApiError(error),
              },
            )
          }
        >
          Resend
        </Button>
      ) : null}
      {request.answers && form ? (
        <Box sx={{ mt: 3, pl: { sm: 4 }, borderLeft: { sm: 3 }, borderColor: { sm: 'divider' } }}>
          <AnswersView
            definition={form.definition}
            answers={request.answers}
            renderFile={renderDocumentField}
          />
        </Box>
      ) : null}
    </Box>
  );
}

type TRequestGroupProps = {
  applicationId: string;
  kind: TRequestKind;
  title: string;
  requests: TAdminRequest[];
  form: TForm | null;
  /** Where the group stands as a whole (the references against the hospital's minimum). */
  summary?: string;
};

/** The peer references, or the covering physician: who was asked, where it stands, and the answers. */
export function RequestGroup({ applicationId, kind, title, requests, form, summary }: TRequestGroupProps) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {summary ? <Typography color="text.secondary">{summary}</Typography> : null}
      {requests.length === 0 ? (
        <Typography color="text.secondary">None named.</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={title}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {requests.map((request) => (
            <RequestItem
              key={request.id}
              applicationId={applicationId}
              kind={kind}
              request={request}
              form={form}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
